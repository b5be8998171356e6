"""The JSON reader of logs and bot lines (puzzles/strict_json.py): what json
reads it reads alike, and what is past a bound it refuses in one clean line."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzles.errors import BadInput
from puzzles.strict_json import MAX_DEPTH, loads

plain = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(value=plain)
def test_it_reads_what_json_reads(value):
    text = json.dumps(value)
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        assert loads(text) == json.loads(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 1000 + "]" * 1000, "nested more than 50 deep"),
        ("[" * 100_000, "nested more than 50 deep"),
        ('{"a": 1, "a": 2}', "key 'a' is given twice"),
        ("1" * 5000, "more than 30 digits"),
        ('{"seed": -' + "9" * 31 + "}", "more than 30 digits"),
        ("NaN", "NaN is not a number"),
        ("[Infinity]", "Infinity is not a number"),
        ("1e400", "past the range"),
        ("[1,", "line 1, column 4"),
        ("", "line 1, column 1"),
    ],
)
def test_it_refuses_past_a_bound_in_one_line(text, words):
    with pytest.raises(BadInput) as caught:
        loads(text)
    message = str(caught.value)
    assert words in message and "\n" not in message and len(message) < 200


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = json.dumps({"title": "[" * 500 + '\\"' + "{" * 500})
    assert loads(text) == json.loads(text)


@pytest.mark.parametrize(
    "body",
    ["x" * 10_000_000, '\\"' * 3_000_000 + "[" * 4_000_000],
    ids=["plain", "escapes-and-brackets"],
)
def test_a_10_mb_string_is_read_in_at_most_twice_its_size(body):
    """The depth scan copies nothing and the regex keeps no state a
    character: the whole read peaks near the one string it makes."""
    import tracemalloc

    text = '{"log": "' + body + '"}'
    tracemalloc.start()
    try:
        value = loads(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(value["log"]) <= len(body)
    assert peak <= 2 * len(text), peak


def test_nesting_past_the_bound_is_refused_after_strings_and_stray_closings():
    text = '["[[[[", ' + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]"
    with pytest.raises(BadInput, match="nested more than"):
        loads(text)
    assert loads('["' + "[" * (MAX_DEPTH + 5) + '"]') == ["[" * (MAX_DEPTH + 5)]


def test_a_line_longer_than_asked_is_refused_before_parsing():
    with pytest.raises(BadInput, match="at most 10"):
        loads('"' + "x" * 20 + '"', most=10)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('{"seed": ' + "9" * 5000 + "}", "seed"),
        ('{"rounds": [{"moves": [1, NaN]}]}', "rounds[0].moves[1]"),
        ('{"a": {"b": 1, "b": 2}}', "a"),
        ("[0, [1e999]]", "[1][0]"),
    ],
)
def test_a_value_past_a_bound_is_named_by_its_field(text, field):
    with pytest.raises(BadInput) as caught:
        loads(text)
    assert caught.value.field == field
