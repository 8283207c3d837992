import { VideoScenePage } from './VideoScenePage';

/** /video/fantasy (SPEC §2): the fantasy scene and the way into its conversation. */
export function VideoFantasyPage() {
  return <VideoScenePage kind="fantasy" />;
}

export default VideoFantasyPage;
