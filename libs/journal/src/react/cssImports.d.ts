/** Side-effect stylesheet imports (`import './journal.css'`): the bundler (Vite) loads them. */
declare module '*.css';
