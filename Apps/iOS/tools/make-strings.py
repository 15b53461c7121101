"""Writes an iPhone app's String Catalogs from the user-facing literals of its Swift sources, English as the
source language, keyed as Xcode's extraction keys them (an interpolation becomes `%@`, or `%lld`
for the whole numbers named in INTEGERS); keys of placeholders alone ("%@", "%@ %@": a dialog that
is the Core's sentence, an icon and a name) are left out, having nothing to translate; existing
translations are kept.

- Resources/Localizable.xcstrings: the app's (Sources/ and Shared/): SwiftUI's titles, labels and
  alerts, and the App Intents' LocalizedStringResource keys (titles, descriptions, parameter
  titles, type and display representations, dialogs, App Shortcut short titles).
- WidgetResources/Localizable.xcstrings, for an app with a widget extension (Widget/ and Shared/):
  its faces, its name and description in the gallery, the toggle intent's title.
- Resources/AppShortcuts.xcstrings, for an app with App Shortcuts: their spoken phrases, with
  `\\(.applicationName)` written `${applicationName}` as App Intents localizes them.

    python3 Apps/iOS/tools/make-strings.py MyHabitLab
    python3 Apps/iOS/tools/make-strings.py Ultimate
"""
import json
import pathlib
import re
import sys

APP = pathlib.Path(__file__).resolve().parents[1] / sys.argv[1]
# Calls whose first argument is shown to people (a literal there is a localization key).
CALLS = re.compile(r'\b(?:Text|Button|Label|Section|Toggle|Picker|TextField|Stepper|LabeledContent|ContentUnavailableView'
                   r'|DatePicker|navigationTitle|alert|confirmationDialog|accessibilityLabel|configurationDisplayName'
                   r'|description|IntentDescription)\(')
# Labelled arguments and declarations App Intents and SwiftUI read as LocalizedStringResource keys.
LABELLED = re.compile(r'(?:@Parameter\(title:|DisplayRepresentation\(title:|subtitle:|dialog:|shortTitle:|prompt:'
                      r'|LocalizedStringResource \{|TypeDisplayRepresentation =)\s*(?=")')
PHRASES = re.compile(r'phrases:\s*\[')
# The whole numbers the shell interpolates into shown text (`%lld`); any other value is `%@`.
INTEGERS = {"snapshot.doneCount", "snapshot.dueCount", "screen.doneCount", "screen.dueCount", "doneDays",
            "screen.habitsMetThisWeek", "screen.habitsDueThisWeek", "form.times", "form.days",
            "report.habits.added", "report.habits.updated", "report.entries.added", "report.entries.updated"}


def literal_at(text, start):
    """The string literal opening at `start` as (parts, end): its text pieces and interpolated
    expressions, alternating, text first."""
    assert text[start] == '"'
    parts, piece, i = [], "", start + 1
    while text[i] != '"':
        if text.startswith("\\(", i):
            depth, j = 1, i + 2
            while depth:
                if text[j] == '"':
                    _, j = literal_at(text, j)
                    continue
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
            parts += [piece, text[i + 2:j - 1]]
            piece, i = "", j
        elif text[i] == "\\":
            piece += {"n": "\n", "t": "\t"}.get(text[i + 1], text[i + 1])
            i += 2
        else:
            piece += text[i]
            i += 1
    return parts + [piece], i + 1


def key(parts, token=None):
    """The catalog key of a literal's parts: interpolations as format specifiers (or `token`)."""
    out = ""
    for index, part in enumerate(parts):
        if index % 2 == 0:
            out += part.replace("%", "%%")
        elif token and part.strip() == ".applicationName":
            out += token
        else:
            out += "%lld" if part.strip() in INTEGERS or part.strip().startswith("Int(") else "%@"
    return out


def first_argument_literals(text, start):
    """The literals at the top level of the first argument of the call whose `(` ends at `start`."""
    found, depth, i = [], 0, start
    while i < len(text):
        char = text[i]
        if char == '"':
            parts, i = literal_at(text, i)
            if depth == 0:
                found.append(parts)
            continue
        if char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif char == "," and depth == 0:
            break
        i += 1
    return found


def strings_in(folders):
    keys = set()
    for folder in folders:
        for path in sorted((APP / folder).rglob("*.swift")):
            text = path.read_text()
            for match in CALLS.finditer(text):
                keys.update(key(parts) for parts in first_argument_literals(text, match.end()))
            for match in LABELLED.finditer(text):
                keys.add(key(literal_at(text, match.end())[0]))
    return {k for k in keys if k.strip() and k.strip("%@ ") != ""}


def phrases_in(folder):
    keys = set()
    for path in sorted((APP / folder).rglob("*.swift")):
        text = path.read_text()
        for match in PHRASES.finditer(text):
            i = match.end()
            while text[i] != "]":
                if text[i] == '"':
                    parts, i = literal_at(text, i)
                    keys.add(key(parts, token="${applicationName}"))
                else:
                    i += 1
    return keys


def write(catalog, keys):
    path = APP / catalog
    old = json.loads(path.read_text())["strings"] if path.exists() else {}
    strings = {k: old.get(k, {}) for k in sorted(keys)}
    path.write_text(json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"},
                               indent=2, ensure_ascii=False) + "\n")
    print(f"{len(strings)} strings in {path.relative_to(APP)}")


def folders(*names):
    return [name for name in names if (APP / name).is_dir()]


write("Resources/Localizable.xcstrings", strings_in(folders("Sources", "Shared")))
if (APP / "Widget").is_dir():
    write("WidgetResources/Localizable.xcstrings", strings_in(folders("Widget", "Shared")))
phrases = phrases_in("Sources")
if phrases:
    write("Resources/AppShortcuts.xcstrings", phrases)
