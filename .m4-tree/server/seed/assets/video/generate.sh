#!/usr/bin/env bash
# Regenerates the seed video fixtures (needs ffmpeg; CI has none, so the outputs are committed).
# Two 4-second 854×480 clips: H.264 constrained baseline, faststart mp4, the same stream cut into 2-s
# HLS .ts segments, and a JPEG poster taken at 1 s. The seed stores the posters encrypted like any image.
# Segments are committed as seg<N>.mpegts (a .ts name would be read as TypeScript by tsc, eslint and
# vitest); the seed stores them back under the seg<N>.ts names the playlist uses.
set -euo pipefail
cd "$(dirname "$0")"
enc() { # name, lavfi video source, audio|none
  rm -rf "$1" && mkdir -p "$1"
  local a=() ac=(-an)
  if [ "$3" = audio ]; then
    a=(-f lavfi -i "sine=frequency=330:sample_rate=44100:duration=4")
    ac=(-c:a aac -b:a 32k -ac 1 -af volume=0.2)
  fi
  ffmpeg -y -loglevel error -f lavfi -i "$2" "${a[@]}" -t 4 -c:v libx264 -profile:v baseline -level 3.0 \
    -pix_fmt yuv420p -preset veryslow -crf 30 -maxrate 450k -bufsize 900k -g 48 -keyint_min 48 -sc_threshold 0 \
    "${ac[@]}" -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$1/clip.mp4"
  ffmpeg -y -loglevel error -i "$1/clip.mp4" -c copy -f hls -hls_time 2 -hls_playlist_type vod \
    -hls_segment_filename "$1/seg%d.ts" "$1/index.m3u8"
  for seg in "$1"/seg*.ts; do mv "$seg" "${seg%.ts}.mpegts"; done
  ffmpeg -y -loglevel error -ss 1 -i "$1/clip.mp4" -frames:v 1 -q:v 4 "$1/poster.jpg"
}
enc testcard "testsrc2=size=854x480:rate=24" audio
enc gradient "gradients=size=854x480:rate=24:speed=0.03:n=4:seed=7" none
