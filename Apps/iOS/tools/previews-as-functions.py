#!/usr/bin/env python3
"""Writes a copy of Swift files in which each `#Preview` is the declaration Apple's macro expands
to, a call of one of DeveloperToolsSupport's `Preview` initializers, so that scripts/check-ios
compiles every preview's body: the macro's implementation is Xcode's, so on Linux `#Preview`
cannot expand. Apple's pages (developer.apple.com/documentation/developertoolssupport/preview)
say the macro "expands into a declaration that calls this initializer"; here the declaration is
`@MainActor let` of a unique name, with the macro's arguments and trailing closures as they are.
A preview's own state (`@Previewable @State var …`) needs the macro; its `@State` is kept as a
local property wrapper of a closure, which type-checks the same statements. Line numbers are kept,
so a problem is reported at the line it is on.

usage: previews-as-functions.py DESTINATION FILE...   (each FILE copied to DESTINATION/FILE)
"""
import os
import re
import sys

PREVIEW = re.compile(r'^(\s*)#Preview\b(.*)$')


def transform(text, path):
    name = re.sub(r'\W', '_', os.path.splitext(path)[0])
    lines = []
    for number, line in enumerate(text.split('\n'), start=1):
        preview = PREVIEW.match(line)
        if preview:
            line = f'{preview.group(1)}@MainActor let checkedPreview_{name}_{number} = Preview{preview.group(2)}'
        lines.append(line.replace('@Previewable ', ''))
    return '\n'.join(lines)


def main(destination, files):
    for path in files:
        with open(path, encoding='utf-8') as source:
            text = source.read()
        target = os.path.join(destination, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, 'w', encoding='utf-8') as copy:
            copy.write(transform(text, path))


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
