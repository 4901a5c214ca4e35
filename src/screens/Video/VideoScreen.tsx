import { VideoFeed } from '../../features/explore/video-feed/VideoFeed';

/** /video: the vertical feed of posts with a video. */
export function VideoScreen() {
  return <VideoFeed />;
}
