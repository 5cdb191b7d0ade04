import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

/**
 * A one-frame Y4M video showing a QR code, for Chromium's fake camera
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`): the camera of a
 * headless browser then "sees" the code, and the app's scanner reads it like a phone would.
 */
export const writeQrVideo = async (path: string, text: string, width = 640, height = 480) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const scale = Math.floor((Math.min(width, height) * 0.8) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235); // white
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + y) * width + left + x] = 16; // black
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128); // no colour
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(path, Buffer.concat([header, luma, chroma]));
};

export const fakeCameraArgs = (videoPath: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${videoPath}`,
];
