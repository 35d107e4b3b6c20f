#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the includes of every part against the rules in ARCHITECTURE.md.

The table "Parts and what each may use" is the rule: a part's sources may include the headers of
its own folder and of the parts its row names, nothing else of ours. Also: models/ and app/cli
include no Qt Gui or Widgets header, only views/highlighting includes KSyntaxHighlighting. The link lines in
CMake enforce most of this at compile time; this check also catches what a part sees only
through another part's public link (triage's headers bring log's into items, say).

Usage: check_layers.py SOURCE_DIR QT_HEADERS_DIR
  QT_HEADERS_DIR: where Qt's module folders are (QtCore/, QtConcurrent/ …); a Qt header that
  models/ or app/cli includes must be one of QtCore's or QtConcurrent's.
Exit 0: clean; 1: a list of file:line: what is wrong.
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
ROW = re.compile(r'^\|\s*([\w-]+)\s*\|\s*`([^`]+)`\s*\|[^|]*\|\s*([^|]*)\|\s*$')
QT_CLASS = re.compile(r'^(Qt\w*/)?(Q\w+)$')


def parts(root):
    """(name, folder, allowed names) for each row of the table, folders longest first."""
    text = (root / 'ARCHITECTURE.md').read_text(encoding='utf-8')
    table = text.split('## Parts and what each may use', 1)[1]
    rows = []
    for line in table.splitlines():
        m = ROW.match(line)
        if m and m.group(1) != 'part':
            uses = m.group(3).strip()
            allowed = {'*'} if uses == 'everything' else {u.strip() for u in uses.split(',') if u.strip() not in ('', '—')}
            rows.append((m.group(1), m.group(2).strip('/'), allowed))
    if not rows:
        sys.exit('check_layers: no parts table found in ARCHITECTURE.md')
    return sorted(rows, key=lambda r: -len(r[1]))


def owner(path, rows):
    """The part a file belongs to: the one with the longest folder that holds it."""
    for name, folder, _ in rows:
        if path.as_posix() == folder or path.as_posix().startswith(folder + '/'):
            return name
    return None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root = pathlib.Path(sys.argv[1]).resolve()
    qt = pathlib.Path(sys.argv[2])
    core_headers = {f.name for module in ('QtCore', 'QtConcurrent') for f in (qt / module).glob('*')}
    if 'QObject' not in core_headers:
        sys.exit(f'check_layers: no Qt Core headers in {qt}/QtCore')
    rows = parts(root)
    allowed = {name: uses for name, _, uses in rows}
    headers = {}  # flat header name -> owning part
    clashes = []
    sources = []
    for name, folder, _ in rows:
        for f in sorted((root / folder).rglob('*')):
            rel = f.relative_to(root)
            if f.suffix in ('.h', '.cpp') and owner(rel, rows) == name:
                sources.append((rel, name))
                if f.suffix == '.h':
                    if f.name in headers:
                        clashes.append(f'{rel}: "{f.name}" is also a header of {headers[f.name]}; '
                                       'includes are flat, so header names must be unique')
                    headers.setdefault(f.name, name)
    problems = clashes
    for rel, part in sources:
        for number, line in enumerate((root / rel).read_text(encoding='utf-8').splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            kind, header = m.groups()
            where = f'{rel}:{number}'
            if kind == '"' and (header.startswith('moc_') or header.endswith('.moc')):
                continue  # what moc generates for the file itself
            if kind == '"':
                target = headers.get(header)
                if target is None:
                    problems.append(f'{where}: "{header}" is no header of any part in ARCHITECTURE.md')
                elif target != part and '*' not in allowed[part] and target not in allowed[part]:
                    problems.append(f'{where}: {part} may not use {target} ("{header}")')
            elif (rel.parts[0] == 'models' or part == 'cli') and QT_CLASS.match(header) \
                    and header.split('/')[-1] not in core_headers:
                problems.append(f'{where}: {part} includes <{header}>, which is not Qt Core')
            elif header.startswith('KSyntaxHighlighting/') and part not in ('highlighting',):
                problems.append(f'{where}: only views/highlighting uses KSyntaxHighlighting (<{header}>)')
    for p in problems:
        print(p)
    print(f'{len(sources)} files of {len(rows)} parts checked, {len(problems)} problem(s)')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
