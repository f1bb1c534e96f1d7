import { dineInTablePath } from '@asp/contracts';
import QRCode from 'qrcode';

/**
 * The QR code of a dine-in table: it opens the branch's shop with the table chosen
 * (dineInTablePath, the same link the storefront reads in shop/table-link.ts). The shop
 * runs on the same origin as the back office (one shell), so the back office's origin
 * is the shop's.
 */
export function tableShopUrl(origin: string, branchIdentifier: string, tableIdentifier: string): string {
  return new URL(dineInTablePath(branchIdentifier, tableIdentifier), origin).href;
}

/**
 * The code as SVG markup (sharp at any print size, no canvas needed). Error correction M
 * survives a little grease on a restaurant table.
 */
export function tableQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** For an <img src>: the SVG as a data URL. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
