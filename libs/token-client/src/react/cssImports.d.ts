/** Side-effect stylesheet imports (`import './tokenClient.css'`): the bundler (Vite) loads them. */
declare module '*.css';
