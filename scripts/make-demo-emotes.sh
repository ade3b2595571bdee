#!/bin/sh
# Draws the demo emotes of dev mode (core/emotes/demo-emotes.ts) into public/emotes/demo/: 112 px
# faces, static PNGs and animated GIF/WebP, with ffmpeg only. Run again after changing a drawing.
set -eu
out="$(dirname "$0")/../public/emotes/demo"
mkdir -p "$out/twitch" "$out/7tv" "$out/bttv" "$out/ffz"

# A face: a disc of colour R G B, two eyes and a smile; DX/DY move the face with time T (animation).
face() { # r g b dx dy
  d="(hypot(X-56-($4),Y-56-($5)))"
  eye="(lt(hypot(X-40-($4),Y-44-($5)),7)+lt(hypot(X-72-($4),Y-44-($5)),7))"
  smile="(between(hypot(X-56-($4),Y-56-($5)),24,30)*gt(Y-56-($5),8))"
  dark="($eye+$smile)"
  echo "r='if(lt($d,50),if($dark,30,$1),0)':g='if(lt($d,50),if($dark,30,$2),0)':b='if(lt($d,50),if($dark,40,$3),0)':a='if(lt($d,52),255*min(1,52-$d),0)'"
}
ring() { # r g b
  d="hypot(X-56,Y-56)"
  echo "r=$1:g=$2:b=$3:a='if(between($d,40,52),255,0)'"
}

still() { # file geq
  ffmpeg -v error -y -f lavfi -i "color=c=black@0:s=112x112:d=1,format=rgba" -vf "geq=$2" -frames:v 1 "$out/$1"
}
gif() { # file geq
  ffmpeg -v error -y -f lavfi -i "color=c=black@0:s=112x112:d=1.2:r=10,format=rgba" \
    -vf "geq=$2,split[a][b];[a]palettegen=reserve_transparent=1[p];[b][p]paletteuse=alpha_threshold=128" \
    -loop 0 "$out/$1"
}
webp() { # file geq
  ffmpeg -v error -y -f lavfi -i "color=c=black@0:s=112x112:d=1.2:r=10,format=rgba" -vf "geq=$2" \
    -c:v libwebp_anim -loop 0 -q:v 60 "$out/$1"
}

still twitch/heart.png "$(face 230 60 110 0 0)"
gif twitch/wave.gif "$(face 145 70 255 '8*sin(2*PI*T/1.2)' 0)"
still twitch/star.png "$(face 250 200 40 0 0)"
still 7tv/pog.png "$(face 60 200 230 0 0)"
webp 7tv/vibe.webp "$(face 40 220 150 0 '6*sin(2*PI*T/0.6)')"
still 7tv/halo.png "$(ring 255 230 120)"
still bttv/cool.png "$(face 90 140 250 0 0)"
gif bttv/dance.gif "$(face 250 120 40 '6*sin(2*PI*T/0.6)' '4*cos(2*PI*T/0.6)')"
still ffz/smile.png "$(face 120 220 60 0 0)"
webp ffz/spin.webp "$(face 200 90 220 '10*cos(2*PI*T/1.2)' '10*sin(2*PI*T/1.2)')"
