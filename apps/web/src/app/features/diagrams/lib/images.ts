import type { Rectangle } from '@quizwise/contract';
import type { Size } from './boxes.js';

/** A file read as a data URL (what the diagram routes take). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Loads an image and answers its natural size (the pixels the label boxes are measured in). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Could not load the image'));
    image.src = url;
  });
}

export function sizeOf(image: HTMLImageElement): Size {
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/**
 * Draws the labels onto the image (box outline, numbered tag with the label) and answers a JPEG
 * data URL, or null when the browser cannot draw (no canvas). This is the "labelled image" saved
 * with the diagram and shown in previews and printed quizzes.
 */
export function renderLabelledImage(image: HTMLImageElement, boxes: Rectangle[]): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext?.('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0);
  const scale = Math.max(1, Math.max(canvas.width, canvas.height) / 1000);
  context.lineWidth = 3 * scale;
  context.font = `600 ${Math.round(15 * scale)}px system-ui, sans-serif`;
  context.textBaseline = 'top';
  boxes.forEach((box, index) => {
    context.strokeStyle = '#4338ca';
    context.fillStyle = 'rgba(67, 56, 202, 0.12)';
    context.fillRect(box.x, box.y, box.width, box.height);
    context.strokeRect(box.x, box.y, box.width, box.height);
    const tag = `${index + 1}${box.label ? ` ${box.label}` : ''}`;
    const padding = 4 * scale;
    const width = context.measureText(tag).width + padding * 2;
    const height = 20 * scale;
    const tagY = box.y - height >= 0 ? box.y - height : box.y + box.height;
    context.fillStyle = '#4338ca';
    context.fillRect(box.x, tagY, width, height);
    context.fillStyle = '#ffffff';
    context.fillText(tag, box.x + padding, tagY + 2 * scale);
  });
  try {
    return canvas.toDataURL('image/jpeg', 0.88);
  } catch {
    // A tainted canvas (image from another origin) cannot be read back.
    return null;
  }
}
