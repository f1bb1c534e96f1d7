/**
 * Code page 858 (DOS Latin-1 with €), bytes 0x80–0xFF, written out independently of the
 * encoder library so the virtual printer checks what the encoder sends instead of
 * undoing it with its own table. 0x00–0x7F is ASCII.
 */
const UPPER_HALF =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' +
  'ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

export function cp858Char(byte: number): string {
  return byte < 0x80 ? String.fromCharCode(byte) : UPPER_HALF[byte - 0x80]!;
}
