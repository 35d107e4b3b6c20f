// SPDX-License-Identifier: MIT
#include "logging.h"

Q_LOGGING_CATEGORY(lcKnowledgeBase, "faultline.kb", QtInfoMsg)
Q_LOGGING_CATEGORY(lcLog, "faultline.log", QtInfoMsg)
Q_LOGGING_CATEGORY(lcMatch, "faultline.match", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTriage, "faultline.triage", QtInfoMsg)
Q_LOGGING_CATEGORY(lcApp, "faultline.app", QtInfoMsg)
