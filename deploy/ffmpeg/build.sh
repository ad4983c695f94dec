#!/bin/sh
# Builds the ffmpeg and ffprobe Simmer's image ships (Containerfile, stage `ffmpeg`; decision 790):
# Debian's own ffmpeg source (with Debian's patches, from the image's Debian mirror), linked
# statically, with only the parts Simmer runs: H.264 through x264 and AAC out; the formats phones,
# cameras and browsers record in; HLS, MP4, MPEG-TS and pictures; the RTMP ingest; and the filters
# of the transcode ladder, the demo clips and the live ingest. Debian's `ffmpeg` package brings 199
# packages (538 MB); these two files are about 20 MB. Writes /out/ffmpeg and /out/ffprobe.
set -eu
export DEBIAN_FRONTEND=noninteractive
# Source packages from the same mirror as the binary ones (deb822 or one-line sources).
for f in /etc/apt/sources.list.d/*.sources; do
  if [ -f "$f" ]; then sed -i 's/^Types: deb$/Types: deb deb-src/' "$f"; fi
done
if [ -f /etc/apt/sources.list ]; then
  sed -n 's/^deb \(.*\)$/deb-src \1/p' /etc/apt/sources.list >/etc/apt/sources.list.d/simmer-src.list
fi
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  build-essential dpkg-dev nasm pkg-config libx264-dev zlib1g-dev xz-utils ca-certificates >/dev/null
mkdir -p /build /out
cd /build
apt-get source -qq ffmpeg >/dev/null 2>&1
cd "$(find . -maxdepth 1 -type d -name 'ffmpeg-*' | head -1)"
./configure \
  --prefix=/usr/local --enable-gpl --enable-libx264 --enable-zlib \
  --pkg-config-flags=--static --extra-ldflags=-static \
  --disable-everything --disable-autodetect --disable-doc --disable-ffplay --disable-debug --enable-small \
  --enable-avdevice --enable-avfilter --enable-swscale --enable-swresample \
  --enable-protocol=file,pipe,rtmp,tcp \
  --enable-demuxer=mov,matroska,avi,flv,live_flv,mpegts,hls,concat,image2,png_pipe,jpeg_pipe,webp_pipe,wav,mp3,aac,ogg,m4v,h264,hevc,mpegps,mpegvideo,asf,flac,rawvideo \
  --enable-decoder=h264,hevc,vp8,vp9,mpeg4,mpeg2video,mpeg1video,mjpeg,png,webp,prores,dnxhd,theora,msmpeg4v3,wmv2,wmv3,vc1,rawvideo,wrapped_avframe,aac,aac_latm,mp3,mp3float,opus,vorbis,flac,alac,ac3,eac3,wmav2,pcm_s16le,pcm_s16be,pcm_s24le,pcm_s32le,pcm_f32le,pcm_u8 \
  --enable-encoder=libx264,aac,mjpeg,png,pcm_s16le,rawvideo,wrapped_avframe \
  --enable-muxer=hls,mpegts,mp4,ipod,mov,image2,null,flv,wav \
  --enable-parser=h264,hevc,aac,aac_latm,mpeg4video,mpegvideo,vp8,vp9,vc1,opus,vorbis,flac,mjpeg,png,webp,mpegaudio,ac3 \
  --enable-bsfs \
  --enable-filter=scale,crop,pad,split,format,fps,loop,setpts,asetpts,trim,atrim,fade,overlay,transpose,hflip,vflip,copy,null,anull,aresample,aformat,volumedetect,testsrc,sine,anullsrc \
  --enable-indev=lavfi >/dev/null
make -j"$(nproc)" >/dev/null
strip -o /out/ffmpeg ffmpeg
strip -o /out/ffprobe ffprobe
/out/ffmpeg -hide_banner -version | head -1
