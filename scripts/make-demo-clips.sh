#!/bin/sh
# Makes the dev-mode demo clips in public/demo-clips/: twelve short, small videos, each a colour of
# its own with its number drawn large and a tone of its own, plus a thumbnail of each. Needs
# Debian's ffmpeg (apt-get install -y ffmpeg). The files are committed; run this only to change them.
set -eu
out="$(dirname "$0")/../public/demo-clips"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
colors="crimson darkorange goldenrod seagreen teal steelblue royalblue slateblue darkviolet mediumvioletred sienna dimgray"
n=0
for color in $colors; do
  n=$((n + 1))
  name=$(printf 'clip-%02d' "$n")
  # Durations of 3 to 5 seconds; the demo channel's clip list says the same (core/clips/demo-clips.ts).
  seconds=$((3 + n % 3))
  tone=$((330 + 40 * n))
  ffmpeg -loglevel error -y \
    -f lavfi -i "color=c=$color:s=320x180:r=15:d=$seconds" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=22050:duration=$seconds" \
    -vf "drawtext=fontfile=$font:text='$n':fontsize=110:fontcolor=white:borderw=4:x=(w-tw)/2:y=(h-th)/2-10,drawtext=fontfile=$font:text='%{eif\:t+1\:d}/$seconds':fontsize=18:fontcolor=white:x=w-tw-8:y=h-th-8" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 34 -preset veryslow -g 30 \
    -c:a aac -b:a 24k -ac 1 -movflags +faststart -shortest "$out/$name.mp4"
  ffmpeg -loglevel error -y -ss 0.5 -i "$out/$name.mp4" -frames:v 1 -q:v 6 "$out/$name.jpg"
done
