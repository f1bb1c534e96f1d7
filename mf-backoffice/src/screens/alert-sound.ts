/**
 * The counter's alert tone, made with the Web Audio API (no audio file to download or
 * cache). Browsers keep an AudioContext suspended until the page has been tapped, so the
 * screen shows "Ton aktivieren" until `unlock()` — called from a tap — got it running.
 */
type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

export class AlertSound {
  private context: AudioContext | null = null;
  /** Beeps played so far (the screen exposes it for tests and diagnosis). */
  played = 0;

  /** Whether a beep would be heard now. */
  get unlocked(): boolean {
    return this.context?.state === 'running';
  }

  /** Creates or resumes the audio context; must run inside a user gesture to succeed. */
  async unlock(): Promise<boolean> {
    const Context = audioContextClass();
    if (!Context) return false;
    this.context ??= new Context();
    try {
      await this.context.resume();
    } catch {
      return false;
    }
    return this.unlocked;
  }

  /** Two short rising tones (≈ 0.5 s); nothing while audio is locked. Returns whether it played. */
  beep(): boolean {
    const context = this.context;
    if (!context || context.state !== 'running') return false;
    const start = context.currentTime + 0.01;
    for (const [offset, frequency] of [
      [0, 880],
      [0.25, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A short attack and decay: no click at the edges.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.5, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.22);
    }
    this.played++;
    return true;
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
