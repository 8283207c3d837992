import { VideoScenePage } from './VideoScenePage';

/** /video/garden (SPEC §2): the garden scene and the way into its conversation. */
export function VideoGardenPage() {
  return <VideoScenePage kind="garden" />;
}

export default VideoGardenPage;
