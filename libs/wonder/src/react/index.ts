// @grove/wonder/react: the screens' building blocks for wellness, the oracle, old stories, the animal
// guide and quests (issue 21). Thin bindings over the pure core in ../core.
export { useReadAloud, type ReadAloud, type ReadAloudSynth, type ReadAloudUtteranceMake } from './useReadAloud';
