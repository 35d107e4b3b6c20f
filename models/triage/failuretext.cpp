// SPDX-License-Identifier: MIT
#include "failuretext.h"

#include <QException>

#include <new>

using namespace Qt::StringLiterals;

namespace Faultline {

QString failureText(const std::exception_ptr &failure)
{
    try {
        std::rethrow_exception(failure);
    } catch (const QUnhandledException &e) {
        if (e.exception())
            return failureText(e.exception());
    } catch (const std::bad_alloc &) {
        return u"out of memory"_s;
    } catch (const std::exception &e) {
        return QString::fromLocal8Bit(e.what());
    } catch (...) { }
    return u"an unknown exception"_s;
}

} // namespace Faultline
