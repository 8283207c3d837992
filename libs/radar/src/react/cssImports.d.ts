/** Side-effect stylesheet imports (`import './radar.css'`): the bundler (Vite) loads them. */
declare module '*.css';
