/** Side-effect stylesheet imports (`import './family.css'`): the bundler (Vite) loads them. */
declare module '*.css';
