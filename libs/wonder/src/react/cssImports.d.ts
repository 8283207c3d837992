/** Side-effect stylesheet imports (`import './memory.css'`): the bundler (Vite) loads them. */
declare module '*.css';
