// SPDX-License-Identifier: MIT
#include "knowledgebasemodel.h"

#include "categoryname.h"
#include "textutil.h"

#include <QCoreApplication>
#include <QLocale>

#include <map>

using namespace Qt::StringLiterals;

namespace Faultline {

struct KnowledgeBaseModel::Node
{
    NodeKind kind = NodeKind::Domain;
    QString name; // group name; empty for records and documents
    qsizetype item = -1; // index into records() or documents(); a RecordGroup's best record
    int recordCount = 0;
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;

    Node *add(std::unique_ptr<Node> child)
    {
        child->parent = this;
        child->row = int(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

namespace {

/// "domain/slug" of an id "domain/slug/environment"; empty for ids of another shape.
QString errorKey(const QString &id)
{
    return id.count(u'/') == 2 ? id.section(u'/', 0, 1) : QString();
}

/// Adds \a items (indexes into \a records) under \a parent, the environments of one error under
/// one RecordGroup node, in the order of their first record.
void addRecords(
    KnowledgeBaseModel::Node *parent, const std::vector<qsizetype> &items, const QList<Record> &records);

} // namespace

KnowledgeBaseModel::KnowledgeBaseModel(QObject *parent)
    : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{ }

KnowledgeBaseModel::~KnowledgeBaseModel() = default;

void KnowledgeBaseModel::setKnowledgeBase(std::shared_ptr<const KnowledgeBase> knowledgeBase)
{
    // Build the new tree aside, then swap it in inside the reset.
    auto root = std::make_unique<Node>();
    if (knowledgeBase) {
        // std::map keeps groups in name order; records keep load order until a proxy sorts them.
        std::map<QString, std::map<QString, std::vector<qsizetype>>> groups;
        const QList<Record> &records = knowledgeBase->records();
        for (qsizetype i = 0; i < records.size(); ++i)
            groups[records[i].domain()][records[i].category()].push_back(i);
        for (auto &[domain, categories] : groups) {
            auto d = std::make_unique<Node>();
            d->kind = NodeKind::Domain;
            d->name = domain;
            Node *dn = root->add(std::move(d));
            for (auto &[category, items] : categories) {
                auto c = std::make_unique<Node>();
                c->kind = NodeKind::Category;
                c->name = category;
                c->recordCount = int(items.size());
                Node *cn = dn->add(std::move(c));
                addRecords(cn, items, records);
                dn->recordCount += cn->recordCount;
            }
        }
        if (!knowledgeBase->documents().isEmpty()) {
            auto g = std::make_unique<Node>();
            g->kind = NodeKind::DocumentGroup;
            Node *gn = root->add(std::move(g));
            for (qsizetype i = 0; i < knowledgeBase->documents().size(); ++i) {
                auto doc = std::make_unique<Node>();
                doc->kind = NodeKind::Document;
                doc->item = i;
                gn->add(std::move(doc));
            }
        }
    }
    beginResetModel();
    m_kb = std::move(knowledgeBase);
    m_root = std::move(root);
    endResetModel();
}

namespace {

std::unique_ptr<KnowledgeBaseModel::Node> recordNode(qsizetype item)
{
    auto r = std::make_unique<KnowledgeBaseModel::Node>();
    r->kind = KnowledgeBaseModel::NodeKind::Record;
    r->item = item;
    r->recordCount = 1;
    return r;
}

void addRecords(
    KnowledgeBaseModel::Node *parent, const std::vector<qsizetype> &items, const QList<Record> &records)
{
    std::map<QString, std::vector<qsizetype>> byError;
    for (qsizetype i : items) {
        if (const QString key = errorKey(records[i].id()); !key.isEmpty())
            byError[key].push_back(i);
    }
    for (qsizetype i : items) {
        const QString key = errorKey(records[i].id());
        const auto group = key.isEmpty() ? byError.end() : byError.find(key);
        if (group == byError.end() || group->second.size() < 2) {
            parent->add(recordNode(i));
            continue;
        }
        if (group->second.front() != i)
            continue; // added with the first record of its group
        auto g = std::make_unique<KnowledgeBaseModel::Node>();
        g->kind = KnowledgeBaseModel::NodeKind::RecordGroup;
        g->recordCount = int(group->second.size());
        // The best environment stands for the error: the most confident, then the first.
        g->item
            = *std::max_element(group->second.begin(), group->second.end(), [&](qsizetype a, qsizetype b) {
                  return records[a].confidence().value_or(-1.0) < records[b].confidence().value_or(-1.0);
              });
        KnowledgeBaseModel::Node *gn = parent->add(std::move(g));
        for (qsizetype member : group->second)
            gn->add(recordNode(member));
    }
}

/// "py311-linux" of "python/modulenotfounderror/py311-linux".
QString environmentOf(const Record &r)
{
    const QString env = r.id().section(u'/', 2);
    return env.isEmpty() ? r.id() : env;
}

} // namespace

KnowledgeBaseModel::Node *KnowledgeBaseModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex KnowledgeBaseModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node *p = nodeOf(parent);
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex KnowledgeBaseModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *p = nodeOf(child)->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int KnowledgeBaseModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int KnowledgeBaseModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

Qt::ItemFlags KnowledgeBaseModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

Record KnowledgeBaseModel::record(const QModelIndex &index) const
{
    const Node *n = index.isValid() ? nodeOf(index) : nullptr;
    if (!n || (n->kind != NodeKind::Record && n->kind != NodeKind::RecordGroup) || !m_kb)
        return {};
    return m_kb->records().at(n->item);
}

QModelIndex KnowledgeBaseModel::indexOfRecord(const QString &id) const
{
    if (!m_kb)
        return {};
    const Record r = m_kb->record(id);
    if (!r.isValid())
        return {};
    for (const auto &d : m_root->children) {
        if (d->kind != NodeKind::Domain || d->name != r.domain())
            continue;
        for (const auto &c : d->children) {
            if (c->name != r.category())
                continue;
            for (const auto &n : c->children) {
                if (n->kind == NodeKind::RecordGroup) {
                    for (const auto &e : n->children) {
                        if (m_kb->records().at(e->item).id() == id)
                            return createIndex(e->row, 0, e.get());
                    }
                } else if (m_kb->records().at(n->item).id() == id) {
                    return createIndex(n->row, 0, n.get());
                }
            }
        }
    }
    return {};
}

QModelIndex KnowledgeBaseModel::indexOfDocument(const QString &id) const
{
    if (!m_kb || m_root->children.empty() || m_root->children.back()->kind != NodeKind::DocumentGroup)
        return {};
    for (const auto &n : m_root->children.back()->children) {
        if (m_kb->documents().at(n->item).id == id)
            return createIndex(n->row, 0, n.get());
    }
    return {};
}

static QString percent(std::optional<double> v)
{
    return v ? TextUtil::percent(*v) : QString();
}

QVariant KnowledgeBaseModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_kb)
        return {};
    const Node *n = nodeOf(index);
    // A group of environments shows its best record's figures.
    const bool isRecord = n->kind == NodeKind::Record || n->kind == NodeKind::RecordGroup;
    const Record rec = isRecord ? m_kb->records().at(n->item) : Record();
    // A record under a group of environments is named by its environment.
    const bool isEnvironment
        = n->kind == NodeKind::Record && n->parent && n->parent->kind == NodeKind::RecordGroup;

    switch (role) {
    case NodeKindRole:
        return QVariant::fromValue(n->kind);
    case RecordIdRole:
        if (isRecord)
            return rec.id();
        if (n->kind == NodeKind::Document)
            return m_kb->documents().at(n->item).id;
        return {};
    case RecordCountRole:
        return n->recordCount;
    case ItemIndexRole:
        return n->kind == NodeKind::RecordGroup ? qlonglong(-1) : qlonglong(n->item);
    case NameRole:
        return groupName(n);
    case Qt::ToolTipRole:
        // The whole name, which a narrow tree elides, and where it comes from.
        if (n->kind == NodeKind::RecordGroup) {
            QStringList environments;
            for (const auto &e : n->children)
                environments.append(environmentOf(m_kb->records().at(e->item)));
            return tr("%1\n%n environment(s): %2", "", n->recordCount)
                .arg(rec.signature(), QLocale().createSeparatedList(environments));
        }
        if (isRecord)
            return QString(rec.signature() + u'\n' + rec.id());
        if (n->kind == NodeKind::Document) {
            const Document &d = m_kb->documents().at(n->item);
            return QString(d.title + u'\n' + d.sourcePath);
        }
        if (n->kind == NodeKind::Domain || n->kind == NodeKind::Category)
            return groupName(n);
        return {};
    case SortRole:
        switch (index.column()) {
        case FixRateColumn:
            return isRecord ? rec.fixSuccessRate().value_or(-1.0) : -1.0;
        case ConfidenceColumn:
            return isRecord ? rec.confidence().value_or(-1.0) : -1.0;
        case LastConfirmedColumn: // ISO dates sort as text; undated records sort first
            return isRecord ? rec.lastConfirmed() : QString();
        default:
            break;
        }
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            switch (n->kind) {
            case NodeKind::Domain:
            case NodeKind::Category: {
                const QString name = groupName(n);
                return role == SortRole ? name : tr("%1 (%2)").arg(name, QLocale().toString(n->recordCount));
            }
            case NodeKind::Record:
                return isEnvironment ? environmentOf(rec) : rec.signature();
            case NodeKind::RecordGroup:
                return rec.signature();
            case NodeKind::DocumentGroup:
                return role == SortRole
                    ? QString()
                    : tr("Documents (%1)").arg(QLocale().toString(qsizetype(n->children.size())));
            case NodeKind::Document:
                return m_kb->documents().at(n->item).title;
            }
            break;
        case FixRateColumn:
            return isRecord ? percent(rec.fixSuccessRate()) : QString();
        case ConfidenceColumn:
            return isRecord ? percent(rec.confidence()) : QString();
        case LastConfirmedColumn: {
            if (!isRecord)
                return QString();
            const QDate date = Record::date(rec.lastConfirmed());
            return date.isValid() ? QLocale().toString(date, QLocale::ShortFormat) : rec.lastConfirmed();
        }
        }
        break;
    default:
        break;
    }
    return {};
}

QString KnowledgeBaseModel::groupName(const Node *n)
{
    switch (n->kind) {
    case NodeKind::Domain:
        return n->name.isEmpty() ? tr("(no domain)") : n->name;
    case NodeKind::Category:
        return n->name.isEmpty() ? tr("(no category)") : categoryDisplayName(n->name);
    default:
        return {};
    }
}

void KnowledgeBaseModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    // Row by row would be one signal per record; one per group is enough.
    auto changed = [this](auto &self, const QModelIndex &parent) -> void {
        const int rows = rowCount(parent);
        if (rows == 0)
            return;
        Q_EMIT dataChanged(index(0, 0, parent), index(rows - 1, columnCount() - 1, parent));
        for (int row = 0; row < rows; ++row)
            if (const QModelIndex child = index(row, 0, parent); hasChildren(child))
                self(self, child);
    };
    changed(changed, QModelIndex());
}

QVariant KnowledgeBaseModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Error", "column: the error record's name");
    case FixRateColumn:
        return tr("Fix rate", "column: how often the workarounds fix the error");
    case ConfidenceColumn:
        return tr("Confidence", "column: how sure the record's authors are");
    case LastConfirmedColumn:
        return tr("Last confirmed", "column: when the error was last seen to happen");
    }
    return {};
}

} // namespace Faultline
