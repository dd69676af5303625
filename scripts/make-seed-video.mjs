#!/usr/bin/env node
// Makes api/seed/assets/seed-video.mp4, the demo data's video post: a 9.4 s portrait reel
// (540x960, H.264 baseline, yuv420p, faststart, no sound, about 390 KB) of an evening at Demo
// Bistro: the room, the pasta, coffee and tiramisu. Three stills drawn here with sharp, each
// slowly zoomed and panned, crossfaded, with an Instagram-style caption each. The mp4 is
// committed: the product and its tests never run this, nor need ffmpeg.
//
//   node scripts/make-seed-video.mjs            # needs ffmpeg with libx264 on the PATH
//   node scripts/make-seed-video.mjs --stills   # only draws the stills, prints their folder
//
// Drawn from a fixed seed, so a run makes the same pictures; the encoder may differ by a few
// bytes between ffmpeg versions.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const output = path.join(root, "api/seed/assets/seed-video.mp4");
// Stills are drawn at twice the video's size, so that zooming in stays sharp. 540x960 keeps a
// 9 s reel near 300 KB with H.264 baseline (every pixel moves in every frame).
const [W, H] = [1080, 1920];
const [VW, VH] = [540, 960];
const SEGMENT = 3.4;
const FADE = 0.4;
const FPS = 25;

function seededRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const random = seededRandom(2024);
const between = (a, b) => a + (b - a) * random();

const svg = (body, defs = "") =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`);

// A warm vignette and a faint film grain make flat drawing read as a photo.
const FINISH_DEFS = `
  <radialGradient id="vignette" cx="50%" cy="48%" r="75%">
    <stop offset="55%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="0.55"/>
  </radialGradient>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/>
    <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.035 0"/>
  </filter>`;
const FINISH = `<rect width="100%" height="100%" fill="url(#vignette)"/><rect width="100%" height="100%" filter="url(#grain)"/>`;

// Cutlery's brushed steel, and the soft shadow a plate or a glass casts on the table.
const TABLEWARE_DEFS = `
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8d939a"/><stop offset="0.5" stop-color="#f0f3f5"/><stop offset="1" stop-color="#7d848b"/>
  </linearGradient>
  <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="19"/></filter>`;

/** The room at night: a candle on the table in front, the bar's lights out of focus behind. */
function room() {
  const bokeh = Array.from({ length: 46 }, () => {
    const r = between(24, 95);
    const colour = ["#ffd28a", "#ffb86b", "#fff0c8", "#ff9e5e", "#ffe2a8"][Math.floor(random() * 5)];
    return `<circle cx="${between(-40, W + 40).toFixed(0)}" cy="${between(80, 1180).toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${between(0.18, 0.6).toFixed(2)}"/>`;
  }).join("");
  const lamps = [230, 560, 880]
    .map(
      (x, i) => `
    <g transform="translate(${x} ${120 + i * 40})">
      <line x1="0" y1="-200" x2="0" y2="60" stroke="#1a100a" stroke-width="6"/>
      <path d="M -95 150 Q -90 60 0 55 Q 90 60 95 150 Z" fill="url(#brass)"/>
      <ellipse cx="0" cy="152" rx="95" ry="16" fill="#ffe9b8"/>
      <circle cx="0" cy="175" r="130" fill="url(#glow)"/>
    </g>`,
    )
    .join("");
  const defs = `
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b2416"/><stop offset="0.55" stop-color="#24150d"/><stop offset="1" stop-color="#120a06"/>
    </linearGradient>
    <pattern id="bricks" width="180" height="80" patternUnits="userSpaceOnUse">
      <rect width="180" height="80" fill="#5a2f1c"/>
      <rect x="4" y="4" width="172" height="34" fill="#7a3f24"/>
      <rect x="-86" y="44" width="172" height="34" fill="#6e3820"/><rect x="94" y="44" width="172" height="34" fill="#82452a"/>
    </pattern>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#6b4a1c"/><stop offset="0.45" stop-color="#e0b15c"/><stop offset="1" stop-color="#5a3c14"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb85c" stop-opacity="0"/></radialGradient>
    <radialGradient id="candleGlow"><stop offset="0" stop-color="#ffd890" stop-opacity="0.75"/><stop offset="1" stop-color="#ff9a40" stop-opacity="0"/></radialGradient>
    <radialGradient id="flame" cx="50%" cy="70%" r="60%"><stop offset="0" stop-color="#fff"/><stop offset="0.4" stop-color="#ffe9a0"/><stop offset="1" stop-color="#ff9a2e"/></radialGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b361f"/><stop offset="1" stop-color="#1c0f07"/>
    </linearGradient>
    <linearGradient id="votive" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffb45a" stop-opacity="0.5"/><stop offset="0.5" stop-color="#ffe2a6" stop-opacity="0.85"/><stop offset="1" stop-color="#ff9c3c" stop-opacity="0.5"/>
    </linearGradient>
    <linearGradient id="wine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3a0610"/><stop offset="0.5" stop-color="#8e1a2a"/><stop offset="1" stop-color="#2a040b"/>
    </linearGradient>
    <filter id="far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="mid" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.5"/></filter>
    <filter id="grainWood" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.004 0.06" numOctaves="3" seed="9"/>
      <feColorMatrix values="0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 0 0.02  0 0 0 1.2 -0.3"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
    ${FINISH_DEFS}`;
  const body = `
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <g filter="url(#far)">
      <rect width="100%" height="1250" fill="url(#bricks)" opacity="0.55"/>
      <rect y="640" width="100%" height="520" fill="#1b0f08" opacity="0.8"/>
      ${Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 115}" y="${470 + (i % 3) * 14}" width="38" height="${150 - (i % 3) * 14}" rx="10" fill="#2c5a3a" opacity="0.7"/>`).join("")}
      ${bokeh}
    </g>
    <g filter="url(#mid)">${lamps}</g>
    <path d="M 0 1240 L ${W} 1180 L ${W} ${H} L 0 ${H} Z" fill="url(#table)"/>
    <path d="M 0 1240 L ${W} 1180 L ${W} ${H} L 0 ${H} Z" filter="url(#grainWood)" opacity="0.5"/>
    <path d="M 0 1240 L ${W} 1180" stroke="#8a5a36" stroke-width="5" opacity="0.6"/>
    <ellipse cx="520" cy="1470" rx="420" ry="200" fill="url(#candleGlow)"/>
    <g filter="url(#soft)">
      <ellipse cx="520" cy="1555" rx="110" ry="26" fill="#120904" opacity="0.6"/>
      <path d="M 420 1360 L 620 1360 L 610 1548 Q 520 1566 430 1548 Z" fill="url(#votive)"/>
      <ellipse cx="520" cy="1362" rx="100" ry="20" fill="#ffe6b0" opacity="0.6"/>
      <ellipse cx="520" cy="1420" rx="60" ry="12" fill="#fff3d8"/>
      <line x1="520" y1="1418" x2="520" y2="1386" stroke="#2a1a10" stroke-width="4"/>
      <path d="M 520 1300 Q 548 1360 520 1392 Q 492 1360 520 1300 Z" fill="url(#flame)"/>
    </g>
    <g filter="url(#mid)" transform="translate(840 1120)">
      <path d="M -70 0 Q -75 120 0 150 Q 75 120 70 0 Z" fill="#ffffff" opacity="0.12"/>
      <path d="M -66 60 Q -70 122 0 146 Q 70 122 66 60 Z" fill="url(#wine)"/>
      <rect x="-5" y="150" width="10" height="170" fill="#ffffff" opacity="0.25"/>
      <ellipse cx="0" cy="322" rx="60" ry="12" fill="#ffffff" opacity="0.2"/>
    </g>
    ${FINISH}`;
  return svg(body, defs);
}

/** Tagliatelle from above, on a wooden table, with a glass of red. */
function pasta() {
  const [cx, cy] = [540, 960];
  // Ribbons wound round the middle of the plate: each a stretch of a loose spiral.
  const strands = Array.from({ length: 44 }, () => {
    let angle = between(0, Math.PI * 2);
    let radius = between(30, 190);
    const turn = between(1.6, 3.4) * (random() < 0.8 ? 1 : -1);
    const points = [];
    for (let k = 0; k <= 24; k++) {
      points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)} ${(cy + Math.sin(angle) * radius * 0.92).toFixed(1)}`);
      angle += turn / 24;
      radius = Math.min(196, Math.max(24, radius + between(-6, 6)));
    }
    const d = `M ${points.join(" L ")}`;
    const shade = ["#eac56c", "#f1d184", "#e2b75c", "#f5dc98"][Math.floor(random() * 4)];
    return (
      `<path d="${d}" stroke="#a87a2c" stroke-width="23" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>` +
      `<path d="${d}" stroke="${shade}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" stroke="#fff3c8" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.45" transform="translate(-3 -4)"/>`
    );
  }).join("");
  const sauce = Array.from({ length: 14 }, () => {
    const a = between(0, Math.PI * 2);
    const r = between(0, 150);
    return `<circle cx="${(cx + Math.cos(a) * r).toFixed(0)}" cy="${(cy + Math.sin(a) * r).toFixed(0)}" r="${between(10, 26).toFixed(0)}" fill="#a8301c" opacity="0.85"/>`;
  }).join("");
  const cheese = Array.from({ length: 40 }, () => {
    const a = between(0, Math.PI * 2);
    const r = between(0, 170);
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${between(6, 16).toFixed(0)}" height="${between(4, 9).toFixed(0)}" fill="#fbf3dc" transform="rotate(${between(0, 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join("");
  const leaf = (x, y, rot, s) => `
    <g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">
      <path d="M 0 -48 Q 34 -10 0 48 Q -34 -10 0 -48 Z" fill="#2f7d32"/>
      <path d="M 0 -48 Q 18 -10 0 48" fill="#4fa64a" opacity="0.7"/>
      <path d="M 0 -44 L 0 46" stroke="#1f5a22" stroke-width="2.5"/>
    </g>`;
  const defs = `
    <filter id="wood" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.05 0.0025" numOctaves="4" seed="11"/>
      <feColorMatrix values="0 0 0 0 0.42  0 0 0 0 0.25  0 0 0 0 0.13  0 0 0 1.4 -0.35"/>
    </filter>
    <radialGradient id="plate" cx="45%" cy="40%" r="60%">
      <stop offset="0" stop-color="#fbfaf6"/><stop offset="0.8" stop-color="#ece8df"/><stop offset="1" stop-color="#d6d0c4"/>
    </radialGradient>
    <radialGradient id="well" cx="50%" cy="50%" r="50%">
      <stop offset="0.85" stop-color="#f4f1ea"/><stop offset="1" stop-color="#dcd6ca"/>
    </radialGradient>
    <radialGradient id="wineTop" cx="40%" cy="40%" r="60%">
      <stop offset="0" stop-color="#a3283c"/><stop offset="0.7" stop-color="#5d0c1b"/><stop offset="1" stop-color="#36040d"/>
    </radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.2"/></filter>
    <linearGradient id="napkin" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d9ddd3"/><stop offset="0.5" stop-color="#eef0ea"/><stop offset="0.52" stop-color="#d2d6cc"/><stop offset="1" stop-color="#e6e9e1"/>
    </linearGradient>
    <filter id="linen" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.35 0.02" numOctaves="2" seed="4"/>
      <feColorMatrix values="0 0 0 0 0.4  0 0 0 0 0.42  0 0 0 0 0.38  0 0 0 0.35 0"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/>
    </linearGradient>
    ${TABLEWARE_DEFS}
    ${FINISH_DEFS}`;
  const planks = Array.from(
    { length: 5 },
    (_, i) => `<line x1="${i * 270 + 10}" y1="0" x2="${i * 270 + 10}" y2="${H}" stroke="#24140a" stroke-width="5" opacity="0.8"/>`,
  ).join("");
  const body = `
    <rect width="100%" height="100%" fill="#7a4b2a"/>
    <rect width="100%" height="100%" filter="url(#wood)"/>
    ${planks}
    <g transform="rotate(-8 300 1600)">
      <rect x="52" y="1398" width="520" height="470" rx="10" fill="#000" opacity="0.35" filter="url(#shadow)"/>
      <rect x="40" y="1380" width="520" height="470" rx="10" fill="url(#napkin)"/>
      <rect x="40" y="1380" width="520" height="470" rx="10" filter="url(#linen)"/>
      <path d="M 40 1620 L 560 1620" stroke="#bdb3a0" stroke-width="3" opacity="0.7"/>
    </g>
    <ellipse cx="${cx + 18}" cy="${cy + 26}" rx="350" ry="350" fill="#000" opacity="0.45" filter="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="345" fill="url(#plate)"/>
    <circle cx="${cx}" cy="${cy}" r="250" fill="url(#well)"/>
    <g filter="url(#soft)">${strands}${sauce}${cheese}
      ${leaf(cx - 40, cy - 60, 30, 1)}${leaf(cx + 60, cy - 20, -50, 0.85)}${leaf(cx + 5, cy + 30, 100, 0.75)}
    </g>
    <ellipse cx="880" cy="470" rx="150" ry="150" fill="#000" opacity="0.35" filter="url(#shadow)"/>
    <circle cx="860" cy="440" r="150" fill="#ffffff" opacity="0.12"/>
    <circle cx="860" cy="440" r="118" fill="url(#wineTop)"/>
    <circle cx="860" cy="440" r="150" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.55"/>
    <path d="M 760 360 A 130 130 0 0 1 900 310" stroke="#fff" stroke-width="10" fill="none" opacity="0.55" stroke-linecap="round"/>
    <g transform="rotate(4 930 1100)">
      <rect x="912" y="1010" width="36" height="430" rx="16" fill="url(#steel)"/>
      <path d="M 918 1012 L 918 640 Q 920 600 950 590 L 952 1012 Z" fill="url(#steel)"/>
      <path d="M 950 600 L 952 1010" stroke="#5f656c" stroke-width="2" opacity="0.6"/>
    </g>
    <g transform="rotate(-3 150 1050)">
      <rect x="135" y="860" width="28" height="560" rx="13" fill="url(#steel)"/>
      ${[0, 1, 2, 3].map((k) => `<rect x="${126 + k * 14}" y="680" width="8" height="150" rx="4" fill="url(#steel)"/>`).join("")}
      <rect x="124" y="800" width="50" height="70" rx="12" fill="url(#steel)"/>
    </g>
    <rect width="100%" height="100%" fill="url(#light)"/>
    ${FINISH}`;
  return svg(body, defs);
}

/** A cappuccino with a heart and a slice of tiramisu on a marble table. */
function coffee() {
  const defs = `
    <filter id="marble" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="turbulence" baseFrequency="0.0035 0.006" numOctaves="5" seed="8"/>
      <feColorMatrix values="0 0 0 0 0.45  0 0 0 0 0.44  0 0 0 0 0.43  -0.9 0 0 0 0.55"/>
    </filter>
    <radialGradient id="porcelain" cx="42%" cy="38%" r="65%">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.75" stop-color="#eeebe6"/><stop offset="1" stop-color="#cfc9c0"/>
    </radialGradient>
    <radialGradient id="crema" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#c9905a"/><stop offset="0.75" stop-color="#9a5f33"/><stop offset="1" stop-color="#5e3519"/>
    </radialGradient>
    <filter id="cocoa" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="2" seed="5"/>
      <feColorMatrix values="0 0 0 0 0.30  0 0 0 0 0.17  0 0 0 0 0.08  0 0 0 -1.2 1.15"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
    <filter id="foam" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>
    <linearGradient id="daylight" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff6e6" stop-opacity="0.25"/><stop offset="1" stop-color="#3a2a1a" stop-opacity="0.3"/>
    </linearGradient>
    ${TABLEWARE_DEFS}
    ${FINISH_DEFS}`;
  const [cx, cy] = [560, 640];
  const body = `
    <rect width="100%" height="100%" fill="#eeeae4"/>
    <rect width="100%" height="100%" filter="url(#marble)"/>
    <ellipse cx="${cx + 24}" cy="${cy + 34}" rx="330" ry="330" fill="#000" opacity="0.35" filter="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="320" fill="url(#porcelain)"/>
    <circle cx="${cx}" cy="${cy}" r="230" fill="#e4dfd7"/>
    <rect x="${cx + 190}" y="${cy - 40}" width="150" height="80" rx="40" fill="url(#porcelain)"/>
    <circle cx="${cx}" cy="${cy}" r="215" fill="url(#porcelain)"/>
    <circle cx="${cx}" cy="${cy}" r="182" fill="url(#crema)"/>
    <g filter="url(#foam)">
      <path d="M ${cx} ${cy + 110} C ${cx - 170} ${cy - 10} ${cx - 110} ${cy - 140} ${cx} ${cy - 60} C ${cx + 110} ${cy - 140} ${cx + 170} ${cy - 10} ${cx} ${cy + 110} Z" fill="#f6ead6"/>
      <path d="M ${cx} ${cy + 60} C ${cx - 80} ${cy} ${cx - 50} ${cy - 70} ${cx} ${cy - 30} C ${cx + 50} ${cy - 70} ${cx + 80} ${cy} ${cx} ${cy + 60} Z" fill="#b67a45" opacity="0.55"/>
    </g>
    <path d="M 330 470 A 260 260 0 0 1 520 380" stroke="#fff" stroke-width="9" fill="none" opacity="0.7" stroke-linecap="round"/>
    <g transform="translate(-150 -40) rotate(-20 300 900)">
      <ellipse cx="300" cy="880" rx="34" ry="52" fill="url(#steel)"/>
      <rect x="290" y="920" width="20" height="230" rx="10" fill="url(#steel)"/>
    </g>
    <g transform="translate(0 -190)">
    <ellipse cx="600" cy="1490" rx="360" ry="300" fill="#000" opacity="0.3" filter="url(#shadow)"/>
    <ellipse cx="580" cy="1460" rx="350" ry="290" fill="url(#porcelain)"/>
    <ellipse cx="580" cy="1460" rx="270" ry="220" fill="#ebe6de"/>
    <g transform="translate(580 1440)">
      <path d="M -200 -60 L 120 -140 L 220 -20 L -100 60 Z" fill="#5b3620"/>
      <path d="M -200 -60 L 120 -140 L 220 -20 L -100 60 Z" fill="#3b2212" filter="url(#cocoa)"/>
      <path d="M -200 -60 L -100 60 L -100 170 L -200 50 Z" fill="#f0dfc0"/>
      <path d="M -100 60 L 220 -20 L 220 90 L -100 170 Z" fill="#f3e4c8"/>
      <path d="M -100 92 L 220 12 L 220 34 L -100 114 Z" fill="#7a4a26"/>
      <path d="M -100 136 L 220 56 L 220 76 L -100 156 Z" fill="#8a5630"/>
      <path d="M -200 -28 L -100 92 L -100 114 L -200 -6 Z" fill="#6a3f20"/>
      <path d="M -200 16 L -100 136 L -100 156 L -200 36 Z" fill="#7a4a26"/>
      <path d="M -100 60 L 220 -20" stroke="#2a170b" stroke-width="4" opacity="0.6"/>
    </g>
    <g transform="rotate(12 880 1420)">
      <rect x="860" y="1240" width="22" height="330" rx="10" fill="url(#steel)"/>
      ${[0, 1, 2].map((k) => `<rect x="${852 + k * 14}" y="1120" width="8" height="130" rx="4" fill="url(#steel)"/>`).join("")}
    </g>
    </g>
    <rect width="100%" height="100%" fill="url(#daylight)"/>
    ${FINISH}`;
  return svg(body, defs);
}

/** An Instagram-style caption: dark text on a white rounded box, in the lower third. */
function caption(text) {
  const k = VW / 720;
  const width = Math.round((text.length * 21 + 60) * k);
  const x = Math.round((VW - width) / 2);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}">` +
      `<rect x="${x}" y="${Math.round(1120 * k)}" width="${width}" height="${Math.round(70 * k)}" rx="${Math.round(16 * k)}" fill="#fff" opacity="0.94"/>` +
      `<text x="${VW / 2}" y="${Math.round(1167 * k)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${Math.round(34 * k)}" fill="#111">${text}</text></svg>`,
  );
}

const SCENES = [
  { draw: room, caption: "Friday night at Demo Bistro", zoom: [1.0, 1.12], pan: [0, -40] },
  { draw: pasta, caption: "fresh tagliatelle", zoom: [1.14, 1.02], pan: [30, 0] },
  { draw: coffee, caption: "and tiramisu to finish", zoom: [1.02, 1.14], pan: [0, 40] },
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), "seed-video-"));
const inputs = [];
for (const [i, scene] of SCENES.entries()) {
  const still = path.join(work, `scene-${i}.png`);
  await sharp(scene.draw()).png().toFile(still);
  const text = path.join(work, `caption-${i}.png`);
  await sharp(caption(scene.caption)).png().toFile(text);
  inputs.push(still, text);
}
if (process.argv.includes("--stills")) {
  process.stdout.write(`${work}\n`);
  process.exit(0);
}

// Each scene: the still scaled a little more every frame (Ken Burns), cropped to the frame
// with a slow pan, its caption fading in; then the scenes crossfade into each other.
const frames = Math.round(SEGMENT * FPS);
const filters = SCENES.map((scene, i) => {
  const [z0, z1] = scene.zoom;
  const [dx, dy] = scene.pan;
  const z = `(${z0}+(${z1 - z0})*n/${frames})`;
  return (
    `[${i * 2}:v]scale=w='2*trunc(${VW}*${z}/2)':h='2*trunc(${VH}*${z}/2)':eval=frame:flags=bicubic,` +
    `crop=${VW}:${VH}:x='(iw-${VW})/2+${dx}*(n/${frames}-0.5)':y='(ih-${VH})/2+${dy}*(n/${frames}-0.5)',setsar=1[bg${i}];` +
    `[${i * 2 + 1}:v]format=rgba,fade=in:st=0.35:d=0.35:alpha=1[cap${i}];` +
    `[bg${i}][cap${i}]overlay=0:0:shortest=1,format=yuv420p[s${i}]`
  );
});
filters.push(`[s0][s1]xfade=transition=fade:duration=${FADE}:offset=${SEGMENT - FADE}[x1]`);
filters.push(`[x1][s2]xfade=transition=fade:duration=${FADE}:offset=${2 * SEGMENT - 2 * FADE}[out]`);

const args = ["-y", "-v", "error"];
for (const input of inputs) args.push("-loop", "1", "-framerate", String(FPS), "-t", String(SEGMENT), "-i", input);
args.push(
  ...["-filter_complex", filters.join(";"), "-map", "[out]", "-r", String(FPS)],
  ...["-c:v", "libx264", "-profile:v", "baseline", "-level", "3.1", "-pix_fmt", "yuv420p", "-preset", "veryslow", "-crf", "28"],
  ...["-maxrate", "1200k", "-bufsize", "1200k", "-movflags", "+faststart", "-an", "-metadata", "title=Demo Bistro", output],
);
const result = spawnSync("ffmpeg", args, { stdio: "inherit" });
fs.rmSync(work, { recursive: true, force: true });
if (result.status !== 0) process.exit(result.status ?? 1);
process.stdout.write(`${path.relative(root, output)}: ${fs.statSync(output).size} bytes\n`);
