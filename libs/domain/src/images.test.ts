import { IMAGE_WIDTHS, imageSrcSet, imageUrl, uploadPreviewUrl, uploadUrl } from './images';

const image = { id: 3, version: 2, extension: 'png' };

describe('image and upload URLs (website.md §3)', () => {
  it('builds the plain and sized image paths', () => {
    expect(imageUrl(image)).toBe('/image/3-2.png');
    expect(imageUrl(image, 'small')).toBe('/image/small/3-2.png');
  });

  it('has the six widths', () => {
    expect(IMAGE_WIDTHS).toEqual([64, 128, 256, 640, 1280, 1920]);
  });

  it('lists every size in the srcset, or up to the first one as wide as the original', () => {
    expect(imageSrcSet(image)).toBe(
      '/image/icon/3-2.png 64w, /image/thumbnail/3-2.png 128w, /image/tiny/3-2.png 256w, /image/small/3-2.png 640w, /image/medium/3-2.png 1280w, /image/large/3-2.png 1920w',
    );
    expect(imageSrcSet(image, 800)).toBe(
      '/image/icon/3-2.png 64w, /image/thumbnail/3-2.png 128w, /image/tiny/3-2.png 256w, /image/small/3-2.png 640w, /image/medium/3-2.png 1280w',
    );
    expect(imageSrcSet(image, 4000).split(', ')).toHaveLength(6);
  });

  it('builds upload links and previews', () => {
    const file = { ...image, extension: 'pdf', publicHash: 'abc' };
    expect(uploadUrl(file)).toBe('/upload/abc/3-2.pdf');
    expect(uploadPreviewUrl(file)).toBe('/upload/abc/preview/3-2.jpg');
  });
});
