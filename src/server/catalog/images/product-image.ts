/**
 * Product photographs, drawn: a stylised silhouette of the piece on a soft, warm studio background
 * tinted by its colour, with gilt hardware and a floor shadow. Pure and deterministic: the same
 * spec always gives the same bytes, so the answers can be cached forever.
 * Views: 1 front in a boutique niche, 2 three-quarter, 3 close-up of the hardware, 4 back.
 */
import type { ProductImageSpec } from './image-urls.ts';
import { SWATCHES, type ProductShape } from './shapes.ts';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function mix(a: string, b: string, amount: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * amount, x[1] + (y[1] - x[1]) * amount, x[2] + (y[2] - x[2]) * amount]);
}
const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
const darken = (color: string, amount: number) => mix(color, '#000000', amount);

interface Palette {
  base: string;
  light: string;
  dark: string;
  /** Gilt or palladium for hardware, chains and cases. */
  metalLight: string;
  metal: string;
  metalDark: string;
  /** A second colour for prints and stones. */
  accent: string;
}

const GOLD = ['#f3e2b3', '#c9a45c', '#8a6a2f'] as const;
const PALLADIUM = ['#f4f5f6', '#b9bdc2', '#7b8086'] as const;
const ROSE = ['#f6d9cc', '#d29b84', '#94604c'] as const;

function paletteFor(color: keyof typeof SWATCHES, shape: ProductShape): Palette {
  const base = SWATCHES[color];
  const coolMetal = color === 'silver' || color === 'grey' || color === 'white' || color === 'blue' || color === 'black';
  const jewel = shape === 'ring' || shape === 'bracelet' || shape === 'necklace';
  const metal = color === 'pink' && jewel ? ROSE : coolMetal && !jewel ? PALLADIUM : color === 'silver' ? PALLADIUM : GOLD;
  const light = color === 'black' ? '#4a4541' : lighten(base, 0.28);
  return {
    base,
    light,
    dark: darken(base, color === 'white' ? 0.14 : 0.32),
    metalLight: metal[0],
    metal: metal[1],
    metalDark: metal[2],
    accent: color === 'multicolour' ? '#2c4770' : color === 'gold' ? '#7a2f2a' : '#c9a45c',
  };
}

/** Small per-item variation, so neighbouring cards do not look stamped. */
function jitter(seed: number, salt: number): number {
  let h = Math.imul(seed ^ (salt * 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const r1 = (value: number) => Math.round(value * 10) / 10;

function quiltLines(x: number, y: number, w: number, h: number, step: number): string {
  const parts: string[] = [];
  for (let k = -h; k < w; k += step) {
    parts.push(`M${x + k} ${y}l${h} ${h}`, `M${x + k + h} ${y}l${-h} ${h}`);
  }
  return parts.join('');
}

const STITCH = (p: Palette) => `fill="none" stroke="${p.light}" stroke-opacity=".55" stroke-width="1.6" stroke-dasharray="5 5"`;

/** floor: y of the shadow; focus: centre of the close-up; scale: how much the piece fills the frame. */
const SHAPES: Record<ProductShape, { floor: number; focus: [number, number]; scale?: number; draw: (p: Palette, seed: number) => string }> = {
  bag: {
    floor: 476,
    focus: [300, 345],
    scale: 1.1,
    draw: (
      p,
    ) => `<path d="M214 266C214 158 288 158 288 266M312 266C312 158 386 158 386 266" fill="none" stroke="${p.dark}" stroke-width="17" stroke-linecap="round"/>
<path d="M214 266C214 164 288 164 288 266M312 266C312 164 386 164 386 266" fill="none" stroke="${p.base}" stroke-width="11" stroke-linecap="round"/>
<path d="M138 262H462L484 460Q486 476 470 476H130Q114 476 116 460Z" fill="url(#body)"/>
<path d="M146 274H454L472 462H128Z" ${STITCH(p)}/>
<path d="M138 262H462L454 342Q300 360 146 342Z" fill="${p.dark}" fill-opacity=".28"/>
<path d="M146 342Q300 360 454 342" fill="none" stroke="${p.dark}" stroke-width="2"/>
<rect x="226" y="300" width="24" height="62" rx="4" fill="${p.dark}"/><rect x="350" y="300" width="24" height="62" rx="4" fill="${p.dark}"/>
<rect x="276" y="320" width="48" height="28" rx="5" fill="url(#metal)"/><circle cx="300" cy="334" r="5" fill="${p.metalDark}"/>
<path d="M289 366v-9a11 11 0 0 1 22 0v9" fill="none" stroke="url(#metal)" stroke-width="5"/><rect x="282" y="364" width="36" height="36" rx="7" fill="url(#metal)"/><rect x="298" y="376" width="4" height="12" rx="2" fill="${p.metalDark}"/>
<path d="M138 262H462" stroke="${p.light}" stroke-width="2"/>`,
  },
  flap: {
    floor: 466,
    focus: [300, 372],
    scale: 1.15,
    draw: (p) => `<path d="M168 276C168 118 432 118 432 276" fill="none" stroke="url(#metal)" stroke-width="8" stroke-dasharray="13 5" stroke-linecap="round"/>
<path d="M168 276C168 124 432 124 432 276" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="6 12"/>
<clipPath id="q"><rect x="148" y="262" width="304" height="204" rx="18"/></clipPath>
<rect x="148" y="262" width="304" height="204" rx="18" fill="url(#body)"/>
<path clip-path="url(#q)" d="${quiltLines(148, 262, 304, 204, 44)}" stroke="${p.dark}" stroke-opacity=".45" stroke-width="2"/>
<path d="M148 280Q148 262 166 262H434Q452 262 452 280V370Q300 392 148 370Z" fill="${p.light}" fill-opacity=".16"/>
<path d="M148 370Q300 392 452 370" fill="none" stroke="${p.dark}" stroke-width="3"/>
<rect x="278" y="356" width="44" height="30" rx="6" fill="url(#metal)"/><rect x="288" y="364" width="24" height="14" rx="4" fill="none" stroke="${p.metalDark}" stroke-width="2"/>`,
  },
  tote: {
    floor: 474,
    focus: [300, 270],
    scale: 1.1,
    draw: (
      p,
    ) => `<path d="M202 262C202 102 276 102 276 262M324 262C324 102 398 102 398 262" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
<path d="M140 250H460L426 474H174Z" fill="url(#body)"/>
<path d="M140 250H460L455 284H145Z" fill="${p.dark}" fill-opacity=".35"/>
<path d="M152 296H448L418 462H182Z" ${STITCH(p)}/>
<circle cx="202" cy="272" r="6" fill="url(#metal)"/><circle cx="276" cy="272" r="6" fill="url(#metal)"/><circle cx="324" cy="272" r="6" fill="url(#metal)"/><circle cx="398" cy="272" r="6" fill="url(#metal)"/>
<path d="M140 250H460" stroke="${p.light}" stroke-width="2"/>`,
  },
  wallet: {
    floor: 404,
    focus: [300, 322],
    scale: 1.22,
    draw: (p) => `<rect x="140" y="226" width="320" height="176" rx="16" fill="url(#body)"/>
<rect x="152" y="238" width="296" height="152" rx="10" ${STITCH(p)}/>
<path d="M140 242Q140 226 156 226H444Q460 226 460 242V306Q300 336 140 306Z" fill="${p.dark}" fill-opacity=".22"/>
<path d="M140 306Q300 336 460 306" fill="none" stroke="${p.dark}" stroke-width="2.5"/>
<circle cx="300" cy="322" r="15" fill="url(#metal)"/><circle cx="300" cy="322" r="7" fill="none" stroke="${p.metalDark}" stroke-width="2"/>`,
  },
  scarf: {
    floor: 430,
    focus: [300, 318],
    scale: 1.15,
    draw: (p) => {
      const motifs = [0, 90, 180, 270]
        .map(
          (a) =>
            `<g transform="rotate(${a})"><circle cx="0" cy="-112" r="18" fill="${p.accent}" fill-opacity=".75"/><path d="M-40 -150Q0 -120 40 -150" fill="none" stroke="${p.metal}" stroke-width="3"/></g>`,
        )
        .join('');
      return `<g transform="translate(300 318) scale(1 .6) rotate(45)">
<rect x="-178" y="-178" width="356" height="356" rx="6" fill="url(#body)"/>
<rect x="-162" y="-162" width="324" height="324" fill="none" stroke="${p.accent}" stroke-width="14"/>
<rect x="-142" y="-142" width="284" height="284" fill="none" stroke="${p.metal}" stroke-width="2"/>
<circle r="70" fill="none" stroke="${p.metal}" stroke-width="3"/><circle r="46" fill="${p.accent}" fill-opacity=".55"/><circle r="22" fill="${p.metal}"/>
${motifs}
<path d="M-178 178L178 -178" stroke="${p.dark}" stroke-opacity=".18" stroke-width="30"/></g>`;
    },
  },
  belt: {
    floor: 436,
    focus: [418, 330],
    scale: 1.2,
    draw: (p) => `<ellipse cx="290" cy="330" rx="170" ry="92" fill="none" stroke="${p.dark}" stroke-width="40"/>
<ellipse cx="290" cy="326" rx="170" ry="92" fill="none" stroke="url(#body)" stroke-width="34"/>
<ellipse cx="290" cy="326" rx="170" ry="92" fill="none" stroke="${p.light}" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="5 5"/>
<rect x="392" y="290" width="56" height="74" rx="12" fill="none" stroke="url(#metal)" stroke-width="11"/>
<rect x="386" y="284" width="68" height="86" rx="15" fill="none" stroke="${p.metalDark}" stroke-width="1.5"/>`,
  },
  sunglasses: {
    floor: 404,
    focus: [210, 306],
    scale: 1.25,
    draw: (
      p,
    ) => `<defs><linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2521"/><stop offset="1" stop-color="#6e5f52"/></linearGradient></defs>
<path d="M132 270L96 238M468 270L504 238" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>
<path d="M140 262Q140 246 160 246H268Q286 246 284 266L276 330Q272 362 236 362H186Q150 362 145 330Z" fill="url(#lens)" stroke="${p.base}" stroke-width="12"/>
<path d="M460 262Q460 246 440 246H332Q314 246 316 266L324 330Q328 362 364 362H414Q450 362 455 330Z" fill="url(#lens)" stroke="${p.base}" stroke-width="12"/>
<path d="M284 264Q300 250 316 264" fill="none" stroke="${p.base}" stroke-width="10"/>
<path d="M168 268L196 262M356 268L384 262" stroke="#ffffff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>
<circle cx="146" cy="258" r="5" fill="url(#metal)"/><circle cx="454" cy="258" r="5" fill="url(#metal)"/>`,
  },
  pump: {
    floor: 474,
    focus: [452, 330],
    scale: 1.15,
    draw: (p) => `<path d="M440 364L468 364L454 474L446 474Z" fill="${p.dark}"/>
<path d="M116 446C150 430 205 414 250 407C292 401 330 396 362 378C402 354 430 320 452 298L470 303C476 330 474 352 468 366C432 372 382 392 332 430C292 458 232 463 172 459C140 457 120 452 116 446Z" fill="url(#body)"/>
<path d="M250 407C292 401 330 394 362 377C400 354 428 322 450 301" fill="none" stroke="${p.dark}" stroke-width="4"/>
<path d="M120 448C170 460 240 462 300 450" fill="none" stroke="${p.light}" stroke-opacity=".5" stroke-width="2"/>
<path d="M446 474H458" stroke="${p.metal}" stroke-width="4"/>`,
  },
  sneaker: {
    floor: 470,
    focus: [330, 350],
    scale: 1.15,
    draw: (p) => `<path d="M140 420C150 378 204 348 262 338L322 300C344 290 384 288 414 298C446 310 474 342 480 382V418Z" fill="url(#body)"/>
<path d="M118 438C118 420 138 414 168 414H470C492 414 498 440 484 458C480 464 470 466 460 466H142C126 466 118 452 118 438Z" fill="#f6f3ee" stroke="#d9d2c6" stroke-width="2"/>
<path d="M126 440H488" stroke="#d9d2c6" stroke-width="2"/>
<path d="M262 338L300 384M284 326L322 370M306 314L344 358" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>
<path d="M150 414C170 386 200 370 236 366" fill="none" stroke="${p.dark}" stroke-width="3"/>
<path d="M430 304C450 318 466 340 472 364" fill="none" stroke="${p.metal}" stroke-width="6" stroke-linecap="round"/>`,
  },
  sandal: {
    floor: 474,
    focus: [270, 410],
    scale: 1.25,
    draw: (p) => `<path d="M128 450C128 420 200 410 300 412C400 414 472 422 472 450C472 472 400 480 300 478C200 476 128 472 128 450Z" fill="${p.dark}"/>
<path d="M128 440C128 410 200 400 300 402C400 404 472 412 472 440C472 462 400 470 300 468C200 466 128 462 128 440Z" fill="${lighten(p.base, 0.45)}"/>
<path d="M176 440C184 366 326 352 352 372C368 388 364 426 356 452C300 462 220 458 176 440Z" fill="url(#body)"/>
<path d="M196 432C206 384 318 372 338 388" fill="none" stroke="${p.light}" stroke-opacity=".6" stroke-width="1.6" stroke-dasharray="5 5"/>
<rect x="252" y="380" width="30" height="62" rx="6" fill="${p.dark}" fill-opacity=".45"/>`,
  },
  ring: {
    floor: 440,
    focus: [300, 262],
    scale: 1.3,
    draw: (
      p,
    ) => `<defs><linearGradient id="gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="${lighten(p.base, 0.6)}"/><stop offset="1" stop-color="${p.base}"/></linearGradient></defs>
<ellipse cx="300" cy="350" rx="128" ry="64" fill="none" stroke="${p.metalDark}" stroke-width="30"/>
<ellipse cx="300" cy="344" rx="128" ry="64" fill="none" stroke="url(#metal)" stroke-width="24"/>
<path d="M262 282L280 300M338 282L320 300" stroke="url(#metal)" stroke-width="7" stroke-linecap="round"/>
<path d="M246 262L272 230H328L354 262L300 326Z" fill="url(#gem)" stroke="${p.metalLight}" stroke-width="2"/>
<path d="M246 262H354M272 230L288 262L300 326L312 262L328 230M288 262L300 230L312 262" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="1.5"/>`,
  },
  bracelet: {
    floor: 440,
    focus: [300, 420],
    scale: 1.2,
    draw: (p) => {
      const screws = [0.3, 0.9, 1.5, 2.2, 2.8]
        .map((t) => {
          const x = r1(300 + 170 * Math.cos(t));
          const y = r1(340 + 86 * Math.sin(t));
          return `<circle cx="${x}" cy="${y}" r="7" fill="${p.metalLight}" stroke="${p.metalDark}" stroke-width="1.5"/><path d="M${x - 4} ${y}h8" stroke="${p.metalDark}" stroke-width="1.6"/>`;
        })
        .join('');
      return `<ellipse cx="300" cy="346" rx="170" ry="86" fill="none" stroke="${p.metalDark}" stroke-width="32"/>
<ellipse cx="300" cy="340" rx="170" ry="86" fill="none" stroke="url(#metal)" stroke-width="28"/>
<ellipse cx="300" cy="340" rx="170" ry="86" fill="none" stroke="${p.base}" stroke-opacity=".55" stroke-width="10"/>
${screws}`;
    },
  },
  necklace: {
    floor: 470,
    focus: [300, 410],
    scale: 1.08,
    draw: (
      p,
    ) => `<path d="M176 110C176 320 240 394 300 394C360 394 424 320 424 110" fill="none" stroke="url(#metal)" stroke-width="5" stroke-dasharray="7 4" stroke-linecap="round"/>
<g transform="translate(300 428)"><g fill="${p.base}" stroke="url(#metal)" stroke-width="5"><circle cx="0" cy="-20" r="20"/><circle cx="20" cy="0" r="20"/><circle cx="0" cy="20" r="20"/><circle cx="-20" cy="0" r="20"/></g>
<rect x="-20" y="-20" width="40" height="40" fill="${p.base}" transform="rotate(45)"/><circle r="7" fill="url(#metal)"/>
<path d="M-8 -30Q0 -36 8 -30" stroke="#ffffff" stroke-opacity=".6" stroke-width="3" fill="none"/></g>`,
  },
  garment: {
    floor: 478,
    focus: [300, 300],
    scale: 1.04,
    draw: (p) => `<path d="M300 150V132C300 118 318 112 320 124" fill="none" stroke="${PALLADIUM[1]}" stroke-width="5" stroke-linecap="round"/>
<path d="M188 176L300 146L412 176" fill="none" stroke="#b0865a" stroke-width="9" stroke-linecap="round"/>
<path d="M162 206L136 446L178 452L196 246Z" fill="${p.dark}"/><path d="M438 206L464 446L422 452L404 246Z" fill="${p.dark}"/>
<path d="M204 174L300 152L396 174L438 208L452 476H148L162 208Z" fill="url(#body)"/>
<path d="M300 156L258 176L282 300L300 336Z" fill="${p.dark}" fill-opacity=".5"/><path d="M300 156L342 176L318 300L300 336Z" fill="${p.dark}" fill-opacity=".35"/>
<path d="M300 336V476" stroke="${p.dark}" stroke-width="2"/>
<circle cx="316" cy="362" r="7" fill="url(#metal)"/><circle cx="316" cy="410" r="7" fill="url(#metal)"/>
<path d="M192 400H246M354 400H408" stroke="${p.dark}" stroke-width="3"/>`,
  },
  watch: {
    floor: 500,
    focus: [300, 300],
    scale: 1.04,
    draw: (p) => {
      const indices = Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="297" y="${i % 3 === 0 ? 226 : 228}" width="6" height="${i % 3 === 0 ? 20 : 12}" rx="2" fill="${p.metalLight}" transform="rotate(${i * 30} 300 300)"/>`,
      ).join('');
      const links = [110, 140, 170, 400, 430, 460].map((y) => `<path d="M250 ${y}H350" stroke="${p.metalDark}" stroke-width="2"/>`).join('');
      return `<rect x="248" y="92" width="104" height="130" rx="12" fill="url(#metal)"/><rect x="248" y="378" width="104" height="126" rx="12" fill="url(#metal)"/>${links}
<circle cx="300" cy="300" r="108" fill="${p.metalDark}"/><circle cx="300" cy="298" r="104" fill="url(#metal)"/>
<circle cx="300" cy="300" r="88" fill="url(#dial)"/><rect x="404" y="290" width="18" height="20" rx="4" fill="url(#metal)"/>
${indices}
<path d="M300 300L300 236" stroke="${p.metalLight}" stroke-width="6" stroke-linecap="round"/><path d="M300 300L352 318" stroke="${p.metalLight}" stroke-width="4" stroke-linecap="round"/>
<circle cx="300" cy="300" r="7" fill="${p.metalLight}"/>
<path d="M232 262A78 78 0 0 1 300 222" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="10"/>`;
    },
  },
  vase: {
    floor: 474,
    focus: [300, 200],
    scale: 1.08,
    draw: (
      p,
    ) => `<path d="M256 150H344L338 178C398 212 430 282 420 352C410 424 370 472 300 474C230 472 190 424 180 352C170 282 202 212 262 178Z" fill="url(#body)"/>
<ellipse cx="300" cy="150" rx="44" ry="9" fill="${p.dark}"/>
<path d="M186 318C240 340 360 340 414 318" fill="none" stroke="url(#metal)" stroke-width="5"/>
<path d="M190 338C244 360 356 360 410 338" fill="none" stroke="url(#metal)" stroke-width="2"/>
<path d="M222 250C206 290 204 350 222 400" fill="none" stroke="#ffffff" stroke-opacity=".28" stroke-width="12" stroke-linecap="round"/>`,
  },
  plate: {
    floor: 452,
    focus: [300, 336],
    scale: 1.15,
    draw: (p) => `<ellipse cx="300" cy="344" rx="214" ry="108" fill="#d8d1c6"/>
<ellipse cx="300" cy="336" rx="214" ry="108" fill="#fbf9f5"/>
<ellipse cx="300" cy="336" rx="198" ry="98" fill="none" stroke="${p.base}" stroke-width="12"/>
<ellipse cx="300" cy="336" rx="182" ry="90" fill="none" stroke="url(#metal)" stroke-width="3"/>
<ellipse cx="300" cy="340" rx="130" ry="62" fill="#f2eee7"/>
<ellipse cx="300" cy="340" rx="70" ry="33" fill="none" stroke="${p.base}" stroke-width="5"/>
<ellipse cx="300" cy="340" rx="34" ry="16" fill="${p.base}" fill-opacity=".65"/>`,
  },
};

const VIEW_BOX = 600;

/** The SVG document for one product image. */
export function renderProductImage(spec: ProductImageSpec): string {
  const shape = SHAPES[spec.shape];
  const p = paletteFor(spec.color, spec.shape);
  const warm = jitter(spec.seed, 1);
  const paper = mix('#f7f3ec', '#eef0f0', warm * 0.35);
  const bgLight = mix(paper, p.base, 0.05);
  const bgDark = mix(mix(paper, '#d9cfc0', 0.55), p.base, 0.1);
  const tilt = r1((jitter(spec.seed, 2) - 0.5) * 4);
  const [fx, fy] = shape.focus;

  let viewBox = `0 0 ${VIEW_BOX} ${VIEW_BOX}`;
  let transform = `rotate(${tilt} 300 300)`;
  let backdrop = '';
  if (spec.view === 4) {
    // The back view stands on a display plinth instead of in the niche.
    backdrop = `<rect x="96" y="${shape.floor - 4}" width="408" height="${604 - shape.floor}" fill="${darken(bgDark, 0.05)}"/><path d="M96 ${shape.floor - 4}H504" stroke="#ffffff" stroke-opacity=".8" stroke-width="3"/>`;
  }
  if (spec.view === 1) {
    const half = 150 + Math.round(jitter(spec.seed, 3) * 30);
    backdrop = `<path d="M${300 - half} 600V${300 - half / 2}A${half} ${half} 0 0 1 ${300 + half} ${300 - half / 2}V600Z" fill="${mix(bgDark, '#ffffff', 0.25)}" fill-opacity=".6"/><rect y="${shape.floor - 6}" width="600" height="${606 - shape.floor}" fill="${bgDark}" fill-opacity=".35"/>`;
  }
  if (spec.view === 2) transform = `rotate(${r1(-8 + tilt)} 300 300) translate(300 300) scale(.9) translate(-300 -300)`;
  if (spec.view === 3) viewBox = `${fx - 130} ${fy - 130} 260 260`;
  if (spec.view === 4) transform = `translate(600 0) scale(-1 1)`;
  // Grow the piece about the middle of its floor line, so it stays standing on its shadow.
  const grow = spec.view === 3 ? 1 : (shape.scale ?? 1);
  const scaled = `translate(300 ${shape.floor}) scale(${grow}) translate(-300 -${shape.floor})`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" viewBox="${viewBox}">
<defs>
<radialGradient id="bg" cx="${spec.view === 2 ? '35%' : '50%'}" cy="36%" r="80%"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDark}"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.metalLight}"/><stop offset=".5" stop-color="${p.metal}"/><stop offset="1" stop-color="${p.metalDark}"/></linearGradient>
<radialGradient id="dial" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#3a2f25" stop-opacity=".28"/><stop offset="1" stop-color="#3a2f25" stop-opacity="0"/></radialGradient>
</defs>
<rect x="-600" y="-600" width="1800" height="1800" fill="url(#bg)"/>${backdrop}
<g transform="${scaled}"><ellipse cx="300" cy="${shape.floor}" rx="230" ry="24" fill="url(#shadow)"/>
<g transform="${transform}">${shape.draw(p, spec.seed)}</g></g>
</svg>`;
}

/** The storefront's fallback image (public/images/default-product.svg): a quiet monogram plate. */
export function renderDefaultProductImage(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#f7f3ec"/><stop offset="1" stop-color="#e4dccf"/></radialGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<rect x="180" y="180" width="240" height="240" rx="4" fill="none" stroke="#c9a45c" stroke-width="2"/>
<rect x="192" y="192" width="216" height="216" rx="2" fill="none" stroke="#c9a45c" stroke-opacity=".5" stroke-width="1"/>
<text x="300" y="322" text-anchor="middle" font-family="'Cormorant Garamond', Georgia, serif" font-size="64" letter-spacing="6" fill="#1f1d1b">R</text>
<text x="300" y="372" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" letter-spacing="5" fill="#8a7a63">RELUXE</text>
</svg>
`;
}
