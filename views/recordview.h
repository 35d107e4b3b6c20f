// SPDX-License-Identifier: MIT
#pragma once

#include "document.h"
#include "record.h"

#include <QTextBrowser>

namespace Faultline {

/**
 * Shows one record or document as read-only rich text. Every value from a record is escaped,
 * so record text is always shown literally; only http(s) links are opened (in the system
 * browser), never file: or javascript: links.
 */
class RecordView : public QTextBrowser
{
    Q_OBJECT
public:
    explicit RecordView(QWidget *parent = nullptr);

    void showRecord(const Record &record);
    void showDocument(const Document &document);
    void showNothing();

    /// The HTML for \a record (exposed for tests: it must never contain unescaped record text).
    static QString recordHtml(const Record &record);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    Record m_record;
    Document m_document;
};

} // namespace Faultline
