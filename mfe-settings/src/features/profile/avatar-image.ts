import {
  AVATAR_JPEG_QUALITY,
  avatarFileError,
  avatarTargetSize,
} from '../../domain/settings-forms';
import { settingsMessages } from '../../i18n/settings';

/** A chosen avatar that cannot be used, with the message to show. */
export class AvatarFileError extends Error {
  override name = 'AvatarFileError';
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    // The browser could not read it as an image, whatever its name or declared type.
    throw new AvatarFileError(settingsMessages.profile.avatarNotImage);
  }
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the resized image'));
    reader.readAsDataURL(blob);
  });
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode a JPEG'))),
      'image/jpeg',
      AVATAR_JPEG_QUALITY,
    );
  });
}

/**
 * The avatar to store for a chosen file (spec §5): an image of at most 2 MB, decoded by the
 * browser, scaled to at most 500 px on its longest side and re-encoded as a JPEG data URL at
 * quality 0.7. Throws AvatarFileError with the spec's message when the file cannot be used.
 */
export async function prepareAvatar(file: File): Promise<string> {
  const refusal = avatarFileError(file);
  if (refusal) throw new AvatarFileError(refusal);
  const bitmap = await decode(file);
  try {
    const size = avatarTargetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    // JPEG has no transparency: transparent pixels become white instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await toDataUrl(await canvasToJpeg(canvas));
  } finally {
    bitmap.close();
  }
}
