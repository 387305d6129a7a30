// Loaded into the server process by startPlatform({ clockStepMs }) (never by the product): each SIGUSR2
// moves the server's clock forward by ARMS_E2E_CLOCK_STEP_MS, so a journey can watch a link expire on
// the real server without waiting a day. Plain JavaScript: the built server runs on plain Node.
const RealDate = Date;
const step = Number(process.env.ARMS_E2E_CLOCK_STEP_MS ?? 0);
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
process.on('SIGUSR2', () => {
  offset += step;
});
