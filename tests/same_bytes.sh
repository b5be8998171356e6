#!/usr/bin/env bash
# The outputs a refactoring must leave byte for byte the same (issue 27 item 6).
#   tests/same_bytes.sh REPO OUT   runs them with REPO/.venv into OUT; compare two
#   trees with: diff -r -I "([0-9.]* s)" -I "\[ *[0-9.]* s\]" -I "\"seconds\"" OLD NEW
# (timings and the output folder's own path differ run to run; nothing else may).
set -u
R=$(cd "$1" && pwd); O=$2
if [ -e "$O" ]; then echo "$O exists: give a folder that does not" >&2; exit 2; fi
mkdir -p "$O"; O=$(cd "$O" && pwd); cd "$O"
D="$R/.venv/bin/domino-puzzles"
run() { local name=$1; shift; "$D" "$@" > "$O/$name.stdout" 2> "$O/$name.stderr"; echo $? > "$O/$name.rc"; }
run book book --out "$O/book" --count 6 --seed 7
run book-florentine book --out "$O/bookf" --kinds florentine --count 4 --seed 3 --paper 6x9in --lang lv
for k in florentine endgame blocked chain dominosa; do
  for d in easy medium hard; do run gen-$k-$d generate $k --count 3 --seed 11 --difficulty $d; done
done
for f in "$R"/examples/*.yaml; do b=$(basename $f .yaml); run solve-$b solve "$f"; run solve-json-$b solve "$f" --format json; run analyse-$b analyse "$f"; run hint-$b hint "$f"; done
run analyse-hidden analyse "$R/examples/positions/endgame-hidden.yaml"
for r in block draw florentine; do for p in 2 3 4; do run play-$r-$p play --rules $r --players $p --seed 5 --format json; done; done
run play-part play --rules block --players 4 --partnerships --seed 9
run play-expert play --rules block --bots expert,best --seed 4 --move-time 0.2
run play-fexpert play --rules florentine --bots expert,greedy --seed 4 --move-time 0.2
run worksheet worksheet --kind chain --out "$O/sheet" --seed 3 --lang nl
run room room --out "$O/room"
run render render "$R/examples/florentine.yaml" --out "$O/render.svg"
run deck deck
run book-pdf book --out "$O/bookpdf" --count 4 --seed 2 --pdf
