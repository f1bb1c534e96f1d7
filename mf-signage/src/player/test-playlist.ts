// Test data of the player tests: a playlist as the signage service answers it.
import type { Playlist, PlaylistSegment, ResolvedMenuBoard, SignageCommand } from '@asp/contracts';

export function segment(id: number, patch: Partial<PlaylistSegment> = {}): PlaylistSegment {
  return {
    id,
    name: `Segment ${id}`,
    kind: 'html',
    duration: 10,
    media: null,
    url: null,
    html: `<p>Folie ${id}</p>`,
    template: null,
    menuBoard: null,
    ...patch,
  };
}

export function board(price: number, patch: Partial<ResolvedMenuBoard> = {}): ResolvedMenuBoard {
  return {
    category: 4,
    title: 'Grillfleisch',
    layout: 'list',
    showSoldOut: true,
    products: [
      {
        id: 1,
        name: 'Rindersteak',
        price,
        unit: 'kilogram',
        pricing: null,
        netQuantity: null,
        isPriceHidden: false,
        soldOut: false,
      },
      {
        id: 2,
        name: 'Bratwurst',
        price: 1.5,
        unit: 'piece',
        pricing: null,
        netQuantity: { amount: 150, unit: 'gram' },
        isPriceHidden: false,
        soldOut: true,
      },
    ],
    ...patch,
  };
}

export function playlist(segments: PlaylistSegment[], patch: Partial<Playlist> = {}): Playlist {
  return {
    device: {
      id: 7,
      identifier: 'tv-konstanz-theke',
      name: 'Theke',
      branch: 1,
      resolution: { width: 1920, height: 1080 },
      orientation: 'landscape',
    },
    mode: 'stream',
    sceneHtml: '',
    sceneDuration: null,
    segments,
    command: null,
    generatedAt: new Date().toISOString(),
    validUntil: new Date(Date.now() + 3_600_000).toISOString(),
    timeZone: 'Europe/Berlin',
    offline: null,
    ...patch,
  };
}

export function command(type: SignageCommand['type'], patch: Partial<SignageCommand> = {}): SignageCommand {
  return {
    id: '6f1c1f0e-8a3b-4c55-9d3e-1b2c3d4e5f60',
    type,
    sceneId: null,
    streamId: null,
    seconds: null,
    state: 'pending',
    createdAt: new Date().toISOString(),
    startedAt: null,
    endsAt: null,
    finishedAt: null,
    error: null,
    ...patch,
  };
}
