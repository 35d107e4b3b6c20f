// SPDX-License-Identifier: MIT
#pragma once

#include <QLoggingCategory>

// Developer logging, one category per part, all off below warnings unless asked for:
//   QT_LOGGING_RULES="faultline.*.debug=true" faultline …
// Users see problems as diagnostics and messages, never through these.
Q_DECLARE_LOGGING_CATEGORY(lcKnowledgeBase) // faultline.kb: what a load read and how long it took
Q_DECLARE_LOGGING_CATEGORY(lcLog) // faultline.log: indexing a log file
Q_DECLARE_LOGGING_CATEGORY(lcMatch) // faultline.match: compiling the matcher
Q_DECLARE_LOGGING_CATEGORY(lcTriage) // faultline.triage: a triage run's size, time and outcome
Q_DECLARE_LOGGING_CATEGORY(lcApp) // faultline.app: the window's workers and their failures
