<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Faultline::MainWindow</name>
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
    </context>
</TS>