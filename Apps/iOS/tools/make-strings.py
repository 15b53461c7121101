"""Writes an iPhone app's String Catalog (Apps/iOS/APP/Resources/Localizable.xcstrings) from the
user-facing literals in its Swift folders other than Tests/ (Text, Button, Label, Section,
titles, alerts…), English as the source language. Xcode adds the interpolated keys
("Day %lld of %lld") on its next build (SWIFT_EMIT_LOC_STRINGS); a translator fills each key's
`localizations`. Existing translations are kept.

    python3 Apps/iOS/tools/make-strings.py Ultimate
"""
import json
import pathlib
import re
import sys

APP = pathlib.Path(__file__).resolve().parents[1] / sys.argv[1]
CATALOG = APP / "Resources/Localizable.xcstrings"
CALLS = r'(?:Text|Button|Label|Section|Toggle|Picker|TextField|Stepper|LabeledContent|ContentUnavailableView|DatePicker|navigationTitle|alert|confirmationDialog)'
LITERAL = re.compile(CALLS + r'\(\s*"((?:[^"\\]|\\.)*)"')

keys = set()
for folder in sorted(p for p in APP.iterdir() if p.is_dir() and p.name != "Tests"):
    for path in folder.rglob("*.swift"):
        for key in LITERAL.findall(path.read_text()):
            if "\\(" not in key and key.strip():
                keys.add(key)
old = json.loads(CATALOG.read_text())["strings"] if CATALOG.exists() else {}
strings = {key: old.get(key, {}) for key in sorted(keys)}
CATALOG.write_text(json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2, ensure_ascii=False) + "\n")
print(f"{len(strings)} strings in {CATALOG}")
