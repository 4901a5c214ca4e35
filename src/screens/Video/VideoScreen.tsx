import { VideoFeed } from '../../features/video-feed/VideoFeed';

/** /video: the vertical feed of posts with a video. */
export function VideoScreen() {
  return <VideoFeed />;
}
