// What the kinds' views share: a button, a tray of tiles to choose from, a line
// of play between the buttons of its two ends.

const btn = (attrs, label, inner, cls) => `<button type="button" class="${cls || ""}" ${attrs} aria-label="${esc(label)}">${inner}</button>`;

function trayOf(tiles, ui, label) {
  return `<div class="row tray" role="group" aria-label="${esc(label)}">` + tiles.map((key) => {
    const t = parseTile(key, 99), shown = ui.flip[key] ? [t[1], t[0]] : t;
    const hint = ui.hint && ui.hint.tile && tileKey(parseTile(ui.hint.tile, 99)) === key ? " hinted" : "";
    return btn(`data-pick="${key}" data-focus="pick-${key}" aria-pressed="${ui.sel === key}"`, T("tile", { t: tileText(shown) }), tileSvg(shown, false), "piece" + hint);
  }).join("") + "</div>";
}

function endButtons(line, ui, extra) {
  const x = (end) => (line.length ? (end === "left" ? line[0][0] : line[line.length - 1][1]) : null);
  const hinted = (end) => (ui.hint && ui.hint.end === end ? " hinted" : "");
  const label = (end) => (line.length ? T(end + "_shows", { x: x(end) }) : T("start_" + end));
  // Each end's button at its side of the line, named ("left end") as paper names it.
  const named = (end) => `<small class="end-word">${esc(T("end_" + end))}</small>`;
  return [
    btn(`data-put="left" data-focus="end-left"`, label("left"), `◀ ${x("left") ?? ""}${named("left")}`, "end end-left" + hinted("left")),
    `<div class="line-tiles">${lineHtml(line) || `<i>${esc(T("empty_table"))}</i>`}</div>`,
    btn(`data-put="right" data-focus="end-right"`, label("right"), `${x("right") ?? ""} ▶${named("right")}`, "end end-right" + hinted("right")),
    extra ? `<div class="line-more">${extra}</div>` : "",
  ].join("");
}

// R or F on a tile laid at a line's end: it turns itself to fit.
const fitsItself = () => T("fits_itself");
// "Not a tile like 3-4", in the words of the page.
const notTile = (text, set) => T("not_tile", { text, n: set });
