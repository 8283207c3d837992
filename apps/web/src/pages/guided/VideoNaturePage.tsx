import { VideoScenePage } from './VideoScenePage';

/** /video/nature (SPEC §2): the nature scene and the way into its conversation. */
export function VideoNaturePage() {
  return <VideoScenePage kind="nature" />;
}

export default VideoNaturePage;
