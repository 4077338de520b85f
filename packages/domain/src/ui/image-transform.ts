/** Image CDN quality (account-and-catalogue section 9). */
export const IMAGE_TRANSFORM_QUALITY = 50;
/** Default sharpen amount. */
export const IMAGE_TRANSFORM_DEFAULT_SHARPEN = 60;
/** Device-pixel ratio images are rendered for. */
export const IMAGE_TRANSFORM_DEVICE_PIXEL_RATIO = 2;

/** Transform parameters for the image CDN. */
export interface ImageTransformParams {
  readonly width: number;
  readonly height?: number;
  readonly quality: number;
  readonly sharpen: number;
}

function scaled(size: number, name: string): number {
  if (!Number.isFinite(size) || size <= 0) throw new RangeError(`${name} must be a positive number, got ${size}`);
  return Math.ceil(size) * IMAGE_TRANSFORM_DEVICE_PIXEL_RATIO;
}

/**
 * Transform parameters for an image shown `width` CSS pixels wide: the size is doubled (the
 * device-pixel ratio of 2, so the doubling is applied once, not sent as a separate dpr),
 * quality 50, sharpen 60 unless given.
 * @example imageTransformParams(300) // { width: 600, quality: 50, sharpen: 60 }
 */
export function imageTransformParams(width: number, options: { readonly height?: number; readonly sharpen?: number } = {}): ImageTransformParams {
  const params: ImageTransformParams = {
    width: scaled(width, 'width'),
    quality: IMAGE_TRANSFORM_QUALITY,
    sharpen: options.sharpen ?? IMAGE_TRANSFORM_DEFAULT_SHARPEN,
  };
  return options.height === undefined ? params : { ...params, height: scaled(options.height, 'height') };
}
