<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Faultline::AboutDialog</name>
    <message numerus="yes">
        <source>%n record(s) loaded</source>
        <translation>
            <numerusform>%n record loaded</numerusform>
            <numerusform>%n records loaded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::FindingsModel</name>
    <message numerus="yes">
        <source>%n workaround(s)</source>
        <translation>
            <numerusform>%n workaround</numerusform>
            <numerusform>%n workarounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n dead end</numerusform>
            <numerusform>%n dead ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n environment(s))</source>
        <comment>the same error in other environments</comment>
        <translation>
            <numerusform>%1 (+%n environment)</numerusform>
            <numerusform>%1 (+%n environments)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::FindingsView</name>
    <message numerus="yes">
        <source>%1 — %n line(s) read</source>
        <translation>
            <numerusform>%1 — %n line read</numerusform>
            <numerusform>%1 — %n lines read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 MiB matched on their start only</source>
        <translation>
            <numerusform>%n line longer than %1 MiB matched on its start only</numerusform>
            <numerusform>%n lines longer than %1 MiB matched on their start only</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeBaseBrowser</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagnostic(s)</source>
        <translation>
            <numerusform>%n diagnostic</numerusform>
            <numerusform>%n diagnostics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No match for %1 in the %n record(s) with Chinese text; the others have English only</source>
        <translation>
            <numerusform>No match for %1 in the %n record with Chinese text; the others have English only</numerusform>
            <numerusform>No match for %1 in the %n records with Chinese text; the others have English only</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n record(s) have Chinese text; the others are found in English</source>
        <translation>
            <numerusform>Only %n record has Chinese text; the others are found in English</numerusform>
            <numerusform>Only %n records have Chinese text; the others are found in English</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them without Chinese text</source>
        <translation>
            <numerusform>%n of them without Chinese text</numerusform>
            <numerusform>%n of them without Chinese text</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeBaseModel</name>
    <message numerus="yes">
        <source>%1
%n environment(s): %2</source>
        <translation>
            <numerusform>%1
%n environment: %2</numerusform>
            <numerusform>%1
%n environments: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::LogFilterView</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <comment>lines kept by a filter</comment>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::LogPane</name>
    <message numerus="yes">
        <source>%n known error(s) recognised</source>
        <translation>
            <numerusform>%n known error recognised</numerusform>
            <numerusform>%n known errors recognised</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::LogView</name>
    <message numerus="yes">
        <source>%n workaround(s)</source>
        <translation>
            <numerusform>%n workaround</numerusform>
            <numerusform>%n workarounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n dead end</numerusform>
            <numerusform>%n dead ends</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::RecordEditor</name>
    <message numerus="yes">
        <source>%n line(s) of this log match</source>
        <translation>
            <numerusform>%n line of this log matches</numerusform>
            <numerusform>%n lines of this log match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::SourcesDialog</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KbCheck</name>
    <message numerus="yes">
        <source>the regex fires on %1 of the lines of the healthy logs (%n line(s)), first at %2:%3</source>
        <translation>
            <numerusform>the regex fires on %1 of the lines of the healthy logs (%n line), first at %2:%3</numerusform>
            <numerusform>the regex fires on %1 of the lines of the healthy logs (%n lines), first at %2:%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its match %1 ends %n character(s) into the word %2 (%3): the regex matches a fragment of a longer word</source>
        <translation>
            <numerusform>its match %1 ends %n character into the word %2 (%3): the regex matches a fragment of a longer word</numerusform>
            <numerusform>its match %1 ends %n characters into the word %2 (%3): the regex matches a fragment of a longer word</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KbCheckCommand</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n healthy log line(s)</source>
        <translation>
            <numerusform>%n healthy log line</numerusform>
            <numerusform>%n healthy log lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KbSourcesCommand</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TriageCommand</name>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1: %n line</numerusform>
            <numerusform>%1: %n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n workaround(s)</source>
        <translation>
            <numerusform>%n workaround</numerusform>
            <numerusform>%n workarounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n dead end</numerusform>
            <numerusform>%n dead ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s), first on line %1, last on line %2</source>
        <translation>
            <numerusform>%n hit, first on line %1, last on line %2</numerusform>
            <numerusform>%n hits, first on line %1, last on line %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (--top N shows more)
</source>
        <translation>
            <numerusform>… and %n more (--top N shows more)
</numerusform>
            <numerusform>… and %n more (--top N shows more)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 MiB: only their first %1 MiB were matched
</source>
        <translation>
            <numerusform>%n line longer than %1 MiB: only its first %1 MiB were matched
</numerusform>
            <numerusform>%n lines longer than %1 MiB: only their first %1 MiB were matched
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>faultline triage: only the knowledge that ships with Faultline (%n record(s)) was searched; add more with faultline kb add PATH (or --kb PATH), for example a copy of the deadends.dev corpus (its data/canons folder)
</source>
        <translation>
            <numerusform>faultline triage: only the knowledge that ships with Faultline (%n record) was searched; add more with faultline kb add PATH (or --kb PATH), for example a copy of the deadends.dev corpus (its data/canons folder)
</numerusform>
            <numerusform>faultline triage: only the knowledge that ships with Faultline (%n records) was searched; add more with faultline kb add PATH (or --kb PATH), for example a copy of the deadends.dev corpus (its data/canons folder)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) (%1 MB of text): </source>
        <translation>
            <numerusform>%n log (%1 MB of text): </numerusform>
            <numerusform>%n logs (%1 MB of text): </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more record(s) (--top N shows more)
</source>
        <translation>
            <numerusform>… and %n more record (--top N shows more)
</numerusform>
            <numerusform>… and %n more records (--top N shows more)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more group(s) (--top N shows more)
</source>
        <translation>
            <numerusform>… and %n more group (--top N shows more)
</numerusform>
            <numerusform>… and %n more groups (--top N shows more)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) with nothing known have no error line to group
</source>
        <translation>
            <numerusform>%n log with nothing known has no error line to group
</numerusform>
            <numerusform>%n logs with nothing known have no error line to group
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) have error lines of groups past the first %1, not shown
</source>
        <translation>
            <numerusform>%n log has error lines of groups past the first %1, not shown
</numerusform>
            <numerusform>%n logs have error lines of groups past the first %1, not shown
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more
</source>
        <translation>
            <numerusform>… and %n more
</numerusform>
            <numerusform>… and %n more
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) triaged, %1 MB, %2 MB/s</source>
        <translation>
            <numerusform>%n log triaged, %1 MB, %2 MB/s</numerusform>
            <numerusform>%n logs triaged, %1 MB, %2 MB/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TriageReport</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s), first on line %1, last on line %2</source>
        <translation>
            <numerusform>%n hit, first on line %1, last on line %2</numerusform>
            <numerusform>%n hits, first on line %1, last on line %2</numerusform>
        </translation>
    </message>
</context>
</TS>
