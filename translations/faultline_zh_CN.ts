<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BatchInputs</name>
    <message>
        <source>a folder with no files in it</source>
        <translation>文件夹中没有文件</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device)</source>
        <translation>不是普通文件（管道、套接字或设备）</translation>
    </message>
</context>
<context>
    <name>CategoryName</name>
    <message>
        <source>Administrative barrier</source>
        <translation>行政障碍</translation>
    </message>
    <message>
        <source>API error</source>
        <translation>API 错误</translation>
    </message>
    <message>
        <source>Async error</source>
        <translation>异步错误</translation>
    </message>
    <message>
        <source>Authentication error</source>
        <translation>认证错误</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>认证</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>Build error</source>
        <translation>构建错误</translation>
    </message>
    <message>
        <source>Cluster error</source>
        <translation>集群错误</translation>
    </message>
    <message>
        <source>Communication error</source>
        <translation>通信错误</translation>
    </message>
    <message>
        <source>Compliance error</source>
        <translation>合规错误</translation>
    </message>
    <message>
        <source>Concurrency error</source>
        <translation>并发错误</translation>
    </message>
    <message>
        <source>Configuration error</source>
        <translation>配置错误</translation>
    </message>
    <message>
        <source>Connection error</source>
        <translation>连接错误</translation>
    </message>
    <message>
        <source>Criminal liability</source>
        <translation>刑事责任</translation>
    </message>
    <message>
        <source>Cultural sensitivity</source>
        <translation>文化敏感问题</translation>
    </message>
    <message>
        <source>Data error</source>
        <translation>数据错误</translation>
    </message>
    <message>
        <source>Database error</source>
        <translation>数据库错误</translation>
    </message>
    <message>
        <source>Dependency error</source>
        <translation>依赖错误</translation>
    </message>
    <message>
        <source>Device error</source>
        <translation>设备错误</translation>
    </message>
    <message>
        <source>Etiquette violation</source>
        <translation>失礼行为</translation>
    </message>
    <message>
        <source>Hardware error</source>
        <translation>硬件错误</translation>
    </message>
    <message>
        <source>Health risk</source>
        <translation>健康风险</translation>
    </message>
    <message>
        <source>Immigration risk</source>
        <translation>出入境风险</translation>
    </message>
    <message>
        <source>Import error</source>
        <translation>导入错误</translation>
    </message>
    <message>
        <source>Insurance coverage</source>
        <translation>保险范围</translation>
    </message>
    <message>
        <source>I/O error</source>
        <translation>I/O 错误</translation>
    </message>
    <message>
        <source>Legal restriction</source>
        <translation>法律限制</translation>
    </message>
    <message>
        <source>Life-threatening</source>
        <translation>危及生命</translation>
    </message>
    <message>
        <source>Memory error</source>
        <translation>内存错误</translation>
    </message>
    <message>
        <source>Migration error</source>
        <translation>迁移错误</translation>
    </message>
    <message>
        <source>Module error</source>
        <translation>模块错误</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Network error</source>
        <translation>网络错误</translation>
    </message>
    <message>
        <source>Networking</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Performance problem</source>
        <translation>性能问题</translation>
    </message>
    <message>
        <source>Permission error</source>
        <translation>权限错误</translation>
    </message>
    <message>
        <source>Physical safety</source>
        <translation>人身安全</translation>
    </message>
    <message>
        <source>Political violation</source>
        <translation>政治禁忌</translation>
    </message>
    <message>
        <source>Quota error</source>
        <translation>配额错误</translation>
    </message>
    <message>
        <source>Regulatory barrier</source>
        <translation>监管障碍</translation>
    </message>
    <message>
        <source>Replication error</source>
        <translation>复制错误</translation>
    </message>
    <message>
        <source>Resource error</source>
        <translation>资源错误</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Runtime error</source>
        <translation>运行时错误</translation>
    </message>
    <message>
        <source>Runtime exception</source>
        <translation>运行时异常</translation>
    </message>
    <message>
        <source>Safety risk</source>
        <translation>安全风险</translation>
    </message>
    <message>
        <source>Schema error</source>
        <translation>模式错误</translation>
    </message>
    <message>
        <source>Security error</source>
        <translation>安全错误</translation>
    </message>
    <message>
        <source>Serialization error</source>
        <translation>序列化错误</translation>
    </message>
    <message>
        <source>SSL/TLS</source>
        <translation>SSL/TLS</translation>
    </message>
    <message>
        <source>State error</source>
        <translation>状态错误</translation>
    </message>
    <message>
        <source>Syntax error</source>
        <translation>语法错误</translation>
    </message>
    <message>
        <source>Telecom cost</source>
        <translation>通信费用</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS 错误</translation>
    </message>
    <message>
        <source>Type error</source>
        <translation>类型错误</translation>
    </message>
    <message>
        <source>Version error</source>
        <translation>版本错误</translation>
    </message>
    <message>
        <source>Wrong emergency number</source>
        <translation>拨错紧急号码</translation>
    </message>
</context>
<context>
    <name>Faultline::AboutDialog</name>
    <message>
        <source>%1 — %2</source>
        <comment>a knowledge base: %1 its path, %2 its licence</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>no licence stated next to it</source>
        <translation>旁边未注明许可证</translation>
    </message>
    <message>
        <source>Triage crash logs against a knowledge base of known errors, their workarounds and their dead ends.</source>
        <translation>用已知错误知识库（含可行的解决办法与看似可行却无效的做法）来分诊崩溃日志。</translation>
    </message>
    <message>
        <source>Built with Qt %1, KDE Frameworks Syntax Highlighting and RE2.</source>
        <translation>基于 Qt %1、KDE Frameworks Syntax Highlighting 和 RE2 构建。</translation>
    </message>
    <message>
        <source>Knowledge bases in use</source>
        <translation>正在使用的知识库</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) loaded</source>
        <translation>
            <numerusform>已加载 %n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>About Faultline</source>
        <translation>关于 Faultline</translation>
    </message>
    <message>
        <source>%1 — Faultline&apos;s own knowledge base, written for the project, %2</source>
        <translation>%1 — Faultline 自有的知识库，为本项目编写，%2</translation>
    </message>
    <message>
        <source>Built-in knowledge base — written for Faultline, %1</source>
        <translation>内置知识库 — 为 Faultline 编写，%1</translation>
    </message>
</context>
<context>
    <name>Faultline::CorpusOffer</name>
    <message>
        <source>&amp;Load It</source>
        <translation>加载(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>暂不(&amp;N)</translation>
    </message>
    <message>
        <source>The deadends.dev corpus, some 2,500 records of known errors with their dead ends and workarounds, is on this computer:
%1
Load it with Faultline&apos;s own knowledge base? (Later: File → Open Record Folder…)</source>
        <translation>这台电脑上有 deadends.dev 语料库，约 2,500 条已知错误记录，附有无效修复和解决方法：
%1
要把它和 Faultline 自己的知识库一起加载吗？（以后也可以：文件 → 打开记录文件夹…）</translation>
    </message>
</context>
<context>
    <name>Faultline::Diagnostic</name>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is %1 MiB, over the %2 MiB limit for a single record document; split it or use JSON Lines (one record per line)</source>
        <translation>文件大小为 %1 MiB，超过单个记录文档 %2 MiB 的上限；请拆分文件，或改用 JSON Lines（每行一条记录）</translation>
    </message>
    <message>
        <source>the file is binary, not text</source>
        <translation>这是二进制文件，不是文本</translation>
    </message>
    <message>
        <source>invalid UTF-8 at byte %1</source>
        <translation>第 %1 字节处的 UTF-8 编码无效</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>JSON 格式错误：%1</translation>
    </message>
    <message>
        <source>not an error record: %1</source>
        <translation>不是错误记录：%1</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; should be %2 but is %3; ignored</source>
        <translation>字段“%1”应为%2，实际为%3；已忽略</translation>
    </message>
    <message>
        <source>record has no &quot;%1&quot;; skipped</source>
        <translation>记录缺少“%1”；已跳过</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;: the record from %2 is kept, the one from %3 is ignored</source>
        <translation>ID“%1”重复：保留来自 %2 的记录，忽略来自 %3 的记录</translation>
    </message>
    <message>
        <source>the regex of &quot;%1&quot; is not supported by RE2 (%2); the record is loaded but cannot match logs</source>
        <translation>RE2 不支持“%1”的正则表达式（%2）；记录已加载，但无法匹配日志</translation>
    </message>
    <message>
        <source>unrecognised format; not loaded</source>
        <translation>无法识别的格式；未加载</translation>
    </message>
    <message>
        <source>%1 graph edge(s) start at records that are not loaded (e.g. &quot;%2&quot;); they are ignored</source>
        <translation>有 %1 条关系边的起点记录未加载（例如“%2”）；这些边已忽略</translation>
    </message>
    <message>
        <source>line longer than %1 MiB; skipped</source>
        <translation>该行超过 %1 MiB；已跳过</translation>
    </message>
    <message>
        <source>record page has no %1; skipped</source>
        <translation>记录页面缺少%1；已跳过</translation>
    </message>
    <message>
        <source>loading was cancelled; the knowledge base is incomplete</source>
        <translation>加载已取消；知识库不完整</translation>
    </message>
    <message>
        <source>ID line</source>
        <translation>ID 行</translation>
    </message>
    <message>
        <source>signature</source>
        <translation>错误特征</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>字符串列表</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an id or an object</source>
        <translation>ID 或对象</translation>
    </message>
    <message>
        <source>&quot;true&quot;, &quot;partial&quot; or &quot;false&quot;</source>
        <translation>&quot;true&quot;、&quot;partial&quot; 或 &quot;false&quot;</translation>
    </message>
    <message>
        <source>leads_to, preceded_by or frequently_confused_with</source>
        <translation>leads_to、preceded_by 或 frequently_confused_with</translation>
    </message>
    <message>
        <source>a JSON object with keys %1</source>
        <translation>一个 JSON 对象，键为 %1</translation>
    </message>
    <message>
        <source>a JSON array of %1 item(s), none of them an error record</source>
        <translation>一个含 %1 项的 JSON 数组，其中没有错误记录</translation>
    </message>
    <message>
        <source>a JSON array</source>
        <translation>一个 JSON 数组</translation>
    </message>
    <message>
        <source>expected { or [</source>
        <translation>应为 { 或 [</translation>
    </message>
    <message>
        <source>no error occurred</source>
        <translation>没有错误</translation>
    </message>
    <message>
        <source>unterminated object</source>
        <translation>对象未结束</translation>
    </message>
    <message>
        <source>missing name separator</source>
        <translation>缺少名称分隔符（:）</translation>
    </message>
    <message>
        <source>unterminated array</source>
        <translation>数组未结束</translation>
    </message>
    <message>
        <source>missing value separator</source>
        <translation>缺少值分隔符（,）</translation>
    </message>
    <message>
        <source>illegal value</source>
        <translation>非法值</translation>
    </message>
    <message>
        <source>invalid termination by number</source>
        <translation>以数字非法结束</translation>
    </message>
    <message>
        <source>illegal number</source>
        <translation>非法数字</translation>
    </message>
    <message>
        <source>invalid escape sequence</source>
        <translation>无效的转义序列</translation>
    </message>
    <message>
        <source>invalid UTF8 string</source>
        <translation>无效的 UTF-8 字符串</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>字符串未结束</translation>
    </message>
    <message>
        <source>object is missing after a comma</source>
        <translation>逗号后缺少对象</translation>
    </message>
    <message>
        <source>too deeply nested document</source>
        <translation>文档嵌套过深</translation>
    </message>
    <message>
        <source>too large document</source>
        <translation>文档过大</translation>
    </message>
    <message>
        <source>garbage at the end of the document</source>
        <translation>文档末尾有多余内容</translation>
    </message>
    <message>
        <source>not a regular file but %1; not read</source>
        <translation>不是普通文件，而是%1；未读取</translation>
    </message>
    <message>
        <source>cannot read the folder: %1</source>
        <translation>无法读取文件夹：%1</translation>
    </message>
    <message>
        <source>the file name is not valid UTF-8; the file is read, its name shown with \x escapes</source>
        <translation>文件名不是有效的 UTF-8；文件照常读取，名称以 \x 转义显示</translation>
    </message>
    <message>
        <source>a symbolic link to a folder; not followed, so not read</source>
        <translation>指向文件夹的符号链接；不跟随，因此未读取</translation>
    </message>
    <message>
        <source>folders nested more than %1 deep; what is below is not read</source>
        <translation>文件夹嵌套超过 %1 层；更深处的内容未读取</translation>
    </message>
    <message>
        <source>more than %1 knowledge files in one source; this one and the rest are not read</source>
        <translation>一个来源中的知识文件超过 %1 个；此文件及其后的文件未读取</translation>
    </message>
    <message>
        <source>more than %1 records, or graph edges, in one file or source; from here on they are not loaded</source>
        <translation>一个文件或来源中的记录（或关系图的边）超过 %1 条；此后的内容未加载</translation>
    </message>
    <message>
        <source>the file goes on past the %1 MiB limit for a JSON Lines file; what comes after it is not read</source>
        <translation>文件超出 JSON Lines 文件 %1 MiB 的上限；超出部分未读取</translation>
    </message>
    <message>
        <source>the regex of &quot;%1&quot; is %2 bytes long, over the %3 byte limit; the record is loaded but cannot match logs</source>
        <translation>“%1”的正则表达式长 %2 字节，超过 %3 字节的上限；记录已加载，但无法用于匹配日志</translation>
    </message>
    <message>
        <source>duplicate document id &quot;%1&quot;: the document from %2 keeps it, the one from %3 is shown as &quot;%4&quot;</source>
        <translation>文档 id“%1”重复：来自 %2 的文档保留此 id，来自 %3 的文档显示为“%4”</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊文件</translation>
    </message>
</context>
<context>
    <name>Faultline::DiagnosticsView</name>
    <message>
        <source>Double-click to show the record or open the file</source>
        <translation>双击可显示该记录或打开文件</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>severity of a loading problem</comment>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>severity of a loading problem</comment>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>Faultline::EntryListEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move D&amp;own</source>
        <translation>下移(&amp;O)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>an entry in a numbered list</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>Faultline::FindingsModel</name>
    <message>
        <source>Diagnosis (%1)</source>
        <translation>诊断（%1）</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message numerus="yes">
        <source>%n workaround(s)</source>
        <translation>
            <numerusform>%n 个解决方法</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n 个无效修复</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)
Suggested: its regex did not match, but its signature resembles line %3:
%4</source>
        <translation>%1（%2）
建议：其正则表达式未匹配，但其特征与第 %3 行相似：
%4</translation>
    </message>
    <message>
        <source>%1 (%2)
Best hit on line %3:
%4</source>
        <translation>%1（%2）
最佳匹配在第 %3 行：
%4</translation>
    </message>
    <message>
        <source>Workarounds</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>无效修复</translation>
    </message>
    <message>
        <source>suggested</source>
        <comment>hits column: the record&apos;s regex did not match, its signature resembles a line</comment>
        <translation>建议</translation>
    </message>
    <message>
        <source>Finding</source>
        <comment>column: a record found in the log</comment>
        <translation>发现</translation>
    </message>
    <message>
        <source>Hits</source>
        <comment>column: how many lines matched</comment>
        <translation>命中</translation>
    </message>
    <message>
        <source>Lines</source>
        <comment>column: first and last line that matched</comment>
        <translation>行</translation>
    </message>
    <message>
        <source>No known error recognised yet</source>
        <translation>尚未识别出已知错误</translation>
    </message>
    <message>
        <source>Suggestions and weak hits (%1)</source>
        <translation>建议与弱匹配（%1）</translation>
    </message>
    <message>
        <source>Known errors recognised in this log, the likeliest first: only findings whose confidence is at least %1</source>
        <translation>在此日志中识别出的已知错误，最可能的排在最前：仅列出置信度不低于 %1 的发现</translation>
    </message>
    <message>
        <source>Records that may be related but have too little evidence to be a diagnosis: suggestions whose signature resembles an error line, and regex hits on ordinary lines or loose matches</source>
        <translation>可能相关但证据不足以作为诊断的记录：签名与某个错误行相似的建议，以及在普通行上或匹配松散的正则命中</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n environment(s))</source>
        <comment>the same error in other environments</comment>
        <translation>
            <numerusform>%1（另有 %n 个环境）</numerusform>
        </translation>
    </message>
    <message>
        <source>Confidence %1: a diagnosis</source>
        <translation>置信度 %1：可作为诊断</translation>
    </message>
    <message>
        <source>Confidence %1: too little evidence for a diagnosis</source>
        <translation>置信度 %1：证据不足，不作为诊断</translation>
    </message>
    <message>
        <source>The same error in other environments: %1</source>
        <translation>其他环境中的同一错误：%1</translation>
    </message>
    <message>
        <source>Confidence</source>
        <comment>column: how likely a developer would accept the record as the log&apos;s error</comment>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Domain</source>
        <comment>column: the record&apos;s domain (python, docker, …)</comment>
        <translation>领域</translation>
    </message>
</context>
<context>
    <name>Faultline::FindingsView</name>
    <message>
        <source>Export Findings</source>
        <translation>导出发现</translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the findings as Markdown or JSON</source>
        <translation>将发现保存为 Markdown 或 JSON</translation>
    </message>
    <message>
        <source>Open a log to see what it matches.</source>
        <translation>打开一个日志，查看它匹配到哪些已知错误。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n line(s) read</source>
        <translation>
            <numerusform>%1 — 已读取 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 MiB matched on their start only</source>
        <translation>
            <numerusform>%n 行超过 %1 MiB，仅匹配了开头部分</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the knowledge that ships with Faultline was searched. For more, open a folder of records (File → Open Record Folder…), for example a copy of the deadends.dev corpus (its data/canons folder).</source>
        <translation>只搜索了 Faultline 自带的知识。要获得更多，请打开一个记录文件夹（文件 → 打开记录文件夹…），例如一份 deadends.dev 语料（其中的 data/canons 文件夹）。</translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeBase</name>
    <message>
        <source>no such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeBaseBrowser</name>
    <message>
        <source>Open Record &amp;Folder…</source>
        <translation>打开记录文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open Record F&amp;iles…</source>
        <translation>打开记录文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Use &amp;Bundled Knowledge Base</source>
        <translation>使用内置知识库(&amp;B)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;English Column</source>
        <translation>英文栏(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Chinese Column</source>
        <translation>中文栏(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop loading; what was read so far stays loaded</source>
        <translation>停止加载；已读取的内容保持加载</translation>
    </message>
    <message>
        <source>Loading the knowledge base…</source>
        <translation>正在加载知识库…</translation>
    </message>
    <message>
        <source>bundled knowledge base</source>
        <translation>内置知识库</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n 篇文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagnostic(s)</source>
        <translation>
            <numerusform>%n 条诊断信息</numerusform>
        </translation>
    </message>
    <message>
        <source>(loading was cancelled: incomplete)</source>
        <translation>（加载已取消：不完整）</translation>
    </message>
    <message>
        <source>Open Record Folder</source>
        <translation>打开记录文件夹</translation>
    </message>
    <message>
        <source>Open Record Files</source>
        <translation>打开记录文件</translation>
    </message>
    <message>
        <source>Records and documents (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;All files (*)</source>
        <translation>记录和文档 (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Non-Software &amp;Advice</source>
        <translation>显示非软件类建议(&amp;A)</translation>
    </message>
    <message>
        <source>No records have Chinese text for %1: search in English</source>
        <translation>没有记录含有“%1”的中文文本：请用英文搜索</translation>
    </message>
    <message numerus="yes">
        <source>No match for %1 in the %n record(s) with Chinese text; the others have English only</source>
        <translation>
            <numerusform>在 %n 条有中文文本的记录中找不到“%1”；其余记录只有英文</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n record(s) have Chinese text; the others are found in English</source>
        <translation>
            <numerusform>只有 %n 条记录有中文文本；其余记录请用英文查找</numerusform>
        </translation>
    </message>
    <message>
        <source>No record holds every word of %1</source>
        <translation>没有记录同时包含“%1”中的每个词</translation>
    </message>
    <message numerus="yes">
        <source>%n of them without Chinese text</source>
        <translation>
            <numerusform>其中 %n 条没有中文文本</numerusform>
        </translation>
    </message>
    <message>
        <source>Knowledge Base &amp;Sources…</source>
        <translation>知识库来源(&amp;S)…</translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeBaseModel</name>
    <message>
        <source>(no domain)</source>
        <translation>（无领域）</translation>
    </message>
    <message>
        <source>(no category)</source>
        <translation>（无类别）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation>文档（%1）</translation>
    </message>
    <message>
        <source>Fix rate</source>
        <comment>column: how often the workarounds fix the error</comment>
        <translation>修复率</translation>
    </message>
    <message>
        <source>Confidence</source>
        <comment>column: how sure the record&apos;s authors are</comment>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Last confirmed</source>
        <comment>column: when the error was last seen to happen</comment>
        <translation>最近确认</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>column: the error record&apos;s name</comment>
        <translation>错误</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n environment(s): %2</source>
        <translation>
            <numerusform>%1
%n 个环境：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeBaseProxyModel</name>
    <message>
        <source>%1 (%2 of %3)</source>
        <comment>group label while searching: name (matching of all)</comment>
        <translation>%1（%2 / %3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>group label: name (records shown)</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Faultline::KnowledgeSources</name>
    <message>
        <source>Faultline built-in</source>
        <translation>Faultline 内置</translation>
    </message>
</context>
<context>
    <name>Faultline::LogFilterView</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <comment>lines kept by a filter</comment>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>filtering…</source>
        <translation>正在筛选…</translation>
    </message>
    <message>
        <source>Any level</source>
        <comment>severity filter</comment>
        <translation>所有级别</translation>
    </message>
    <message>
        <source>Debug and above</source>
        <comment>severity filter</comment>
        <translation>Debug 及以上</translation>
    </message>
    <message>
        <source>Info and above</source>
        <comment>severity filter</comment>
        <translation>Info 及以上</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <comment>severity filter</comment>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Errors only</source>
        <comment>severity filter</comment>
        <translation>仅错误</translation>
    </message>
    <message>
        <source>Show only lines of this severity or above</source>
        <translation>只显示此级别及以上的行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close the filtered view (Esc)</source>
        <translation>关闭筛选视图（Esc）</translation>
    </message>
</context>
<context>
    <name>Faultline::LogMatcher</name>
    <message>
        <source>matches an empty string, so it would match every line</source>
        <translation>可匹配空字符串，会匹配每一行</translation>
    </message>
</context>
<context>
    <name>Faultline::LogPane</name>
    <message>
        <source>%1 could not be unpacked: %2</source>
        <translation>无法解压 %1：%2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>not readable (permission denied)</source>
        <translation>无法读取（权限不足）</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在查找…</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <source>Line (1 – %1):</source>
        <translation>行号（1 – %1）：</translation>
    </message>
    <message>
        <source>%1 was deleted on disk. What was read stays shown.</source>
        <translation>%1 已在磁盘上被删除。已读取的内容仍会显示。</translation>
    </message>
    <message>
        <source>%1 was truncated on disk (it is shorter than what was read). What was read stays shown; open it again to see the new content.</source>
        <translation>%1 在磁盘上被截断（比已读取的内容短）。已读取的内容仍会显示；重新打开即可查看新内容。</translation>
    </message>
    <message>
        <source>%1 can no longer be read. What was read stays shown.</source>
        <translation>%1 已无法读取。已读取的内容仍会显示。</translation>
    </message>
    <message>
        <source>Unpacking %1…</source>
        <translation>正在解压 %1…</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>matching… %1 found so far</source>
        <translation>正在匹配… 目前已找到 %1 个</translation>
    </message>
    <message>
        <source>(incomplete: matching was stopped)</source>
        <translation>（不完整：匹配已停止）</translation>
    </message>
    <message>
        <source>waiting for the knowledge base</source>
        <translation>正在等待知识库</translation>
    </message>
    <message>
        <source>Find in log (Enter: next, Shift+Enter: previous, Esc: close)</source>
        <translation>在日志中查找（Enter：下一个，Shift+Enter：上一个，Esc：关闭）</translation>
    </message>
    <message>
        <source>Previous (Shift+F3)</source>
        <translation>上一个（Shift+F3）</translation>
    </message>
    <message>
        <source>Next (F3)</source>
        <translation>下一个（F3）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop reading and matching; what was found so far stays</source>
        <translation>停止读取和匹配；已找到的结果会保留</translation>
    </message>
    <message>
        <source>Not found</source>
        <comment>find in log: no line contains the text</comment>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Wrapped round</source>
        <comment>find in log: continued from the other end</comment>
        <translation>已从另一端继续查找</translation>
    </message>
    <message>
        <source>following</source>
        <comment>log status: appended lines are read as they come</comment>
        <translation>跟踪中</translation>
    </message>
    <message>
        <source>%1 was replaced on disk by another file (as when a log is rotated). What was read stays shown; open it again to see the new file.</source>
        <translation>磁盘上的 %1 已被另一个文件替换（例如日志轮转）。已读取的内容仍会显示；重新打开即可查看新文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n known error(s) recognised</source>
        <translation>
            <numerusform>识别出 %n 个已知错误</numerusform>
        </translation>
    </message>
    <message>
        <source>no known error recognised</source>
        <translation>未识别出已知错误</translation>
    </message>
    <message>
        <source>%1 is not shown whole: %2</source>
        <translation>%1 未完整显示：%2</translation>
    </message>
    <message>
        <source>lines end in CR (old Mac OS)</source>
        <translation>行以 CR 结尾（旧版 Mac OS）</translation>
    </message>
    <message>
        <source>(stopped: the lines found so far)</source>
        <translation>（已停止：目前找到的行）</translation>
    </message>
    <message>
        <source>Hits of %1 (the first %2 of %3)</source>
        <translation>%1 的命中行（%3 行中的前 %2 行）</translation>
    </message>
    <message>
        <source>Hits of %1</source>
        <translation>%1 的命中行</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>Info 及以上</translation>
    </message>
    <message>
        <source>Debug and above</source>
        <translation>Debug 及以上</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>所有行</translation>
    </message>
    <message>
        <source>Lines with “%1”</source>
        <translation>含“%1”的行</translation>
    </message>
    <message>
        <source>%1 with “%2”</source>
        <translation>%1，含“%2”</translation>
    </message>
    <message>
        <source>Go to Time</source>
        <translation>转到时间</translation>
    </message>
    <message>
        <source>Time, as the log writes it (for example 2026-11-23 12:00:05, Nov 23 12:00:05, or 12:00):</source>
        <translation>时间，按日志中的写法（例如 2026-11-23 12:00:05、Nov 23 12:00:05 或 12:00）：</translation>
    </message>
    <message>
        <source>“%1” is no time (for example 2026-11-23 12:00:05 or 12:00)</source>
        <translation>“%1”不是时间（例如 2026-11-23 12:00:05 或 12:00）</translation>
    </message>
    <message>
        <source>no line at or after %1</source>
        <comment>go to time</comment>
        <translation>没有在 %1 或之后的行</translation>
    </message>
    <message>
        <source>Filter</source>
        <comment>find bar: show only the lines with the text</comment>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Show only the lines with this text, below the log</source>
        <translation>在日志下方只显示含此文本的行</translation>
    </message>
    <message>
        <source>Show Hit Lines Only</source>
        <translation>只显示命中行</translation>
    </message>
    <message>
        <source>Show the lines of the finding on the current line (or the top finding) below the log</source>
        <translation>在日志下方显示当前行所属发现（或首要发现）的各行</translation>
    </message>
    <message>
        <source>Filter by Find Text</source>
        <translation>按查找文本筛选</translation>
    </message>
    <message>
        <source>Show Warnings and Errors Only</source>
        <translation>只显示警告和错误</translation>
    </message>
    <message>
        <source>Close Filtered View</source>
        <translation>关闭筛选视图</translation>
    </message>
    <message>
        <source>Go to &amp;Time…</source>
        <translation>转到时间(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>Faultline::LogView</name>
    <message numerus="yes">
        <source>%n workaround(s)</source>
        <translation>
            <numerusform>%n 个解决方法</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n 个无效修复</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the workarounds of %1</source>
        <translation>打开 %1 的解决方法</translation>
    </message>
    <message>
        <source>Open the dead ends of %1</source>
        <translation>打开 %1 的无效修复</translation>
    </message>
    <message>
        <source>suggested:</source>
        <comment>before a record named only because its signature resembles the line</comment>
        <translation>建议：</translation>
    </message>
    <message>
        <source>&amp;Word Wrap</source>
        <translation>自动换行(&amp;W)</translation>
    </message>
    <message>
        <source>Continue lines wider than the view on further rows</source>
        <translation>比视图宽的行折到下一行继续显示</translation>
    </message>
    <message>
        <source>Toggle &amp;Bookmark</source>
        <translation>切换书签(&amp;B)</translation>
    </message>
    <message>
        <source>Next Bookmark</source>
        <translation>下一个书签</translation>
    </message>
    <message>
        <source>Previous Bookmark</source>
        <translation>上一个书签</translation>
    </message>
</context>
<context>
    <name>Faultline::LogWorkspace</name>
    <message>
        <source>&amp;Open Log…</source>
        <translation>打开日志(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Paste Log</source>
        <translation>粘贴日志(&amp;P)</translation>
    </message>
    <message>
        <source>Open the text on the clipboard as a log</source>
        <translation>将剪贴板中的文本作为日志打开</translation>
    </message>
    <message>
        <source>&amp;Close Log</source>
        <translation>关闭日志(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Find in Log…</source>
        <translation>在日志中查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>转到行(&amp;G)…</translation>
    </message>
    <message>
        <source>Next &amp;Match</source>
        <translation>下一个匹配(&amp;M)</translation>
    </message>
    <message>
        <source>The next line with a finding (of the finding selected in the panel, if any)</source>
        <translation>下一个有发现的行（如果面板中选中了某个发现，则只找它的）</translation>
    </message>
    <message>
        <source>Previous M&amp;atch</source>
        <translation>上一个匹配(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Copy Findings as Markdown</source>
        <translation>将发现复制为 Markdown(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export Findings…</source>
        <translation>导出发现(&amp;E)…</translation>
    </message>
    <message>
        <source>F&amp;ollow File</source>
        <translation>跟踪文件(&amp;O)</translation>
    </message>
    <message>
        <source>Keep reading what is appended to the log and stay at its end</source>
        <translation>持续读取追加到日志的内容，并停留在末尾</translation>
    </message>
    <message>
        <source>&amp;Stop Reading and Matching</source>
        <translation>停止读取和匹配(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Encoding</source>
        <translation>编码(&amp;E)</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-16 (little endian)</source>
        <translation>UTF-16（小端序）</translation>
    </message>
    <message>
        <source>UTF-16 (big endian)</source>
        <translation>UTF-16（大端序）</translation>
    </message>
    <message>
        <source>GB18030 / GBK (Chinese)</source>
        <translation>GB18030 / GBK（中文）</translation>
    </message>
    <message>
        <source>S&amp;yntax Colouring</source>
        <translation>语法着色(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>自动(&amp;A)</translation>
    </message>
    <message>
        <source>Log File (&amp;advanced)</source>
        <translation>日志文件（高级）(&amp;A)</translation>
    </message>
    <message>
        <source>Log File (&amp;simplified)</source>
        <translation>日志文件（简化）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Python Traceback</source>
        <translation>Python 回溯(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>无(&amp;N)</translation>
    </message>
    <message>
        <source>Drop a crash log here (or several, or a folder of logs),
paste one with Ctrl+V, or use File → Open Log… (Ctrl+O).

Every line that matches a known error is highlighted and linked to its workarounds and dead ends.</source>
        <translation>将崩溃日志拖放到这里（可以是多个，或一个日志文件夹），
用 Ctrl+V 粘贴，或使用“文件 → 打开日志…”（Ctrl+O）。

每一行与已知错误匹配的内容都会高亮显示，并链接到相应的解决方法和无效修复。</translation>
    </message>
    <message>
        <source>%1: the folder has no files</source>
        <translation>%1：文件夹中没有文件</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>Open Log</source>
        <translation>打开日志</translation>
    </message>
    <message>
        <source>Some logs could not be opened:</source>
        <translation>部分日志无法打开：</translation>
    </message>
    <message>
        <source>Paste Log</source>
        <translation>粘贴日志</translation>
    </message>
    <message>
        <source>Could not keep the pasted text: %1</source>
        <translation>无法保存粘贴的文本：%1</translation>
    </message>
    <message>
        <source>Pasted text %1</source>
        <translation>粘贴的文本 %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text to open as a log.</source>
        <translation>剪贴板中没有可作为日志打开的文本。</translation>
    </message>
    <message>
        <source>Logs (*.log *.txt *.out *.err *.gz *.trace);;All files (*)</source>
        <translation>日志 (*.log *.txt *.out *.err *.gz *.trace);;所有文件 (*)</translation>
    </message>
    <message>
        <source>UTF-32 (little endian)</source>
        <translation>UTF-32（小端）</translation>
    </message>
    <message>
        <source>UTF-32 (big endian)</source>
        <translation>UTF-32（大端）</translation>
    </message>
    <message>
        <source>New &amp;Record from This Line…</source>
        <translation>从此行新建记录(&amp;R)…</translation>
    </message>
    <message>
        <source>Write down the error on the current line as a record of your own</source>
        <translation>把当前行的错误记成你自己的一条记录</translation>
    </message>
</context>
<context>
    <name>Faultline::MainWindow</name>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>Colour &amp;Scheme</source>
        <translation>配色方案(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <comment>colour scheme: the desktop&apos;s</comment>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <comment>colour scheme</comment>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <comment>colour scheme</comment>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <comment>menu: the language of the interface</comment>
        <translation>界面语言(&amp;L)</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断信息</translation>
    </message>
    <message>
        <source>The interface is now in %1.</source>
        <comment>%1: a language&apos;s name in itself</comment>
        <translation>界面语言已切换为%1。</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <comment>menu: the open log file (noun)</comment>
        <translation>日志(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Find in &amp;Knowledge Base…</source>
        <translation>在知识库中查找(&amp;K)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Faultline</source>
        <translation>关于 Faultline(&amp;A)</translation>
    </message>
    <message>
        <source>Knowledge Base</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>Record</source>
        <comment>panel: the error record shown</comment>
        <translation>记录</translation>
    </message>
</context>
<context>
    <name>Faultline::NavigationHistory</name>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
</context>
<context>
    <name>Faultline::RecordEditor</name>
    <message>
        <source>domain/name, e.g. myapp/cache-full</source>
        <translation>领域/名称，例如 myapp/cache-full</translation>
    </message>
    <message>
        <source>e.g. runtime_error, build_error, network_error</source>
        <translation>例如 runtime_error、build_error、network_error</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>该怎么做</translation>
    </message>
    <message>
        <source>A command or code (optional)</source>
        <translation>命令或代码（可选）</translation>
    </message>
    <message>
        <source>A fix that looks right but fails</source>
        <translation>看似正确却无效的修复</translation>
    </message>
    <message>
        <source>Why it fails</source>
        <translation>为什么无效</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>错误特征</translation>
    </message>
    <message>
        <source>Signature (Chinese)</source>
        <translation>错误特征（中文）</translation>
    </message>
    <message>
        <source>Regex (RE2)</source>
        <translation>正则表达式（RE2）</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>根本原因</translation>
    </message>
    <message>
        <source>Root cause (Chinese)</source>
        <translation>根本原因（中文）</translation>
    </message>
    <message>
        <source>How</source>
        <translation>做法</translation>
    </message>
    <message>
        <source>Why it fails (Chinese)</source>
        <translation>为什么无效（中文）</translation>
    </message>
    <message>
        <source>New Record from a Log Line</source>
        <translation>从日志行新建记录</translation>
    </message>
    <message>
        <source>Edit Record</source>
        <translation>编辑记录</translation>
    </message>
    <message>
        <source>A regex is needed: it is how the record recognises the error in a log.</source>
        <translation>需要正则表达式：记录靠它在日志中识别这个错误。</translation>
    </message>
    <message>
        <source>Counting the lines of this log it matches…</source>
        <translation>正在统计它在此日志中匹配的行数…</translation>
    </message>
    <message>
        <source>The regex cannot be used: %1</source>
        <translation>无法使用该正则表达式：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of this log match</source>
        <translation>
            <numerusform>此日志中有 %n 行匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>The regex compiles.</source>
        <translation>正则表达式可以编译。</translation>
    </message>
    <message>
        <source>The id must be domain/name in lower case, e.g. myapp/cache-full.</source>
        <translation>ID 必须是小写的“领域/名称”，例如 myapp/cache-full。</translation>
    </message>
    <message>
        <source>The signature is empty: it is how the record is named and found.</source>
        <translation>错误特征为空：记录靠它命名和被找到。</translation>
    </message>
    <message>
        <source>The regex is empty or does not compile with RE2.</source>
        <translation>正则表达式为空，或无法用 RE2 编译。</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Action (Chinese)</source>
        <translation>操作（中文）</translation>
    </message>
    <message>
        <source>When</source>
        <translation>适用情况</translation>
    </message>
    <message>
        <source>Where it applies (optional)</source>
        <translation>适用的场合（可选）</translation>
    </message>
    <message>
        <source>When (Chinese)</source>
        <translation>适用情况（中文）</translation>
    </message>
    <message>
        <source>Trade-off</source>
        <translation>代价</translation>
    </message>
    <message>
        <source>What it costs (optional)</source>
        <translation>这样做的代价（可选）</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Links or references, one a line</source>
        <translation>链接或参考资料，每行一条</translation>
    </message>
    <message>
        <source>New workaround</source>
        <translation>新的解决方法</translation>
    </message>
    <message>
        <source>Where it is tried (optional)</source>
        <translation>通常在什么场合尝试（可选）</translation>
    </message>
    <message>
        <source>Misconception</source>
        <translation>常见误解</translation>
    </message>
    <message>
        <source>Why it looks right (optional)</source>
        <translation>为什么看起来可行（可选）</translation>
    </message>
    <message>
        <source>New dead end</source>
        <translation>新的无效修复</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>记录(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Workarounds (%1)</source>
        <translation>解决方法(&amp;W) (%1)</translation>
    </message>
    <message>
        <source>&amp;Dead Ends (%1)</source>
        <translation>无效修复(&amp;D) (%1)</translation>
    </message>
</context>
<context>
    <name>Faultline::RecordView</name>
    <message>
        <source>Select an error record or a document.</source>
        <translation>请选择一条错误记录或一篇文档。</translation>
    </message>
    <message>
        <source>RE2 rejects this record&apos;s regex: %1</source>
        <translation>RE2 拒绝了此记录的正则表达式：%1</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>根本原因</translation>
    </message>
    <message>
        <source>Workarounds</source>
        <translation>解决方法</translation>
    </message>
    <message>
        <source>No known workaround.</source>
        <translation>暂无已知的解决方法。</translation>
    </message>
    <message>
        <source>works %1</source>
        <translation>有效率 %1</translation>
    </message>
    <message>
        <source>when: %1</source>
        <translation>适用情形：%1</translation>
    </message>
    <message>
        <source>Dead ends: fixes that look right but fail</source>
        <translation>无效修复：看似正确但实际无效的修复</translation>
    </message>
    <message>
        <source>fails %1</source>
        <translation>失败率 %1</translation>
    </message>
    <message>
        <source>Why it fails:</source>
        <translation>失败原因：</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Deprecated</source>
        <translation>弃用于</translation>
    </message>
    <message>
        <source>Behaviour change</source>
        <translation>行为变化</translation>
    </message>
    <message>
        <source>Related errors</source>
        <translation>相关错误</translation>
    </message>
    <message>
        <source>Leads to</source>
        <translation>会导致</translation>
    </message>
    <message>
        <source>Preceded by</source>
        <translation>之前通常出现</translation>
    </message>
    <message>
        <source>Often confused with</source>
        <translation>常被混淆为</translation>
    </message>
    <message>
        <source>%1 (broken link: not in the knowledge base)</source>
        <translation>%1（失效链接：不在知识库中）</translation>
    </message>
    <message>
        <source>probability %1</source>
        <translation>概率 %1</translation>
    </message>
    <message>
        <source>Related documents</source>
        <translation>相关文档</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Official documentation</source>
        <translation>官方文档</translation>
    </message>
    <message>
        <source>Resolvable</source>
        <translation>可解决</translation>
    </message>
    <message>
        <source>Fix success rate</source>
        <translation>修复成功率</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证级别</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>首次发现</translation>
    </message>
    <message>
        <source>Last confirmed</source>
        <translation>最近确认</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>错误代码</translation>
    </message>
    <message>
        <source>Source file</source>
        <translation>来源文件</translation>
    </message>
    <message>
        <source>regex</source>
        <comment>the record&apos;s regular expression</comment>
        <translation>正则</translation>
    </message>
    <message>
        <source>Status</source>
        <comment>of a version: affected, fixed…</comment>
        <translation>状态</translation>
    </message>
    <message>
        <source>Introduced</source>
        <comment>version column: the behaviour appeared</comment>
        <translation>引入于</translation>
    </message>
    <message>
        <source>Removed</source>
        <comment>version column: the API was removed</comment>
        <translation>移除于</translation>
    </message>
    <message>
        <source>Section</source>
        <comment>of the official documentation</comment>
        <translation>章节</translation>
    </message>
    <message>
        <source>Evidence</source>
        <comment>how many reports back the record</comment>
        <translation>证据数</translation>
    </message>
    <message>
        <source>Sources</source>
        <comment>where the record&apos;s information comes from</comment>
        <translation>信息来源</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>only pictures from the knowledge base are shown</source>
        <translation>只显示知识库中的图片</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it is outside the knowledge-base folder</source>
        <translation>位于知识库文件夹之外</translation>
    </message>
    <message>
        <source>it is larger than 8 MiB</source>
        <translation>大于 8 MiB</translation>
    </message>
    <message>
        <source>it is larger than 4096 × 4096 pixels</source>
        <translation>大于 4096 × 4096 像素</translation>
    </message>
    <message>
        <source>it is not a picture Faultline can read</source>
        <translation>不是 Faultline 能读取的图片</translation>
    </message>
    <message>
        <source>the page shows too many large pictures</source>
        <translation>本页的大图片过多</translation>
    </message>
    <message>
        <source>[picture %1: loading…]</source>
        <translation>[图片 %1：加载中…]</translation>
    </message>
    <message>
        <source>[picture %1 not shown: %2]</source>
        <translation>[图片 %1 未显示：%2]</translation>
    </message>
    <message>
        <source>No Chinese text for this record.</source>
        <translation>此记录没有中文文本。</translation>
    </message>
    <message>
        <source>Trade-off: %1</source>
        <translation>代价：%1</translation>
    </message>
    <message>
        <source>Common misconception: %1</source>
        <translation>常见误解：%1</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Environment and versions</source>
        <translation>环境与版本</translation>
    </message>
    <message>
        <source>Example log lines</source>
        <translation>日志示例</translation>
    </message>
    <message>
        <source>Your record — it replaces the record of the same id in %1.</source>
        <translation>这是你的记录 — 它取代了来源“%1”中同一 ID 的记录。</translation>
    </message>
    <message>
        <source>This record replaces the record of the same id in %1.</source>
        <translation>此记录取代了来源“%1”中同一 ID 的记录。</translation>
    </message>
</context>
<context>
    <name>Faultline::SearchBar</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>所有领域</translation>
    </message>
    <message>
        <source>Any verification</source>
        <translation>任意验证级别</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>所有类别</translation>
    </message>
    <message>
        <source>Any resolvability</source>
        <translation>任意可解决性</translation>
    </message>
    <message>
        <source>Resolvable</source>
        <comment>filter: records marked resolvable: true</comment>
        <translation>可解决</translation>
    </message>
    <message>
        <source>Partly resolvable</source>
        <comment>filter: resolvable: partial</comment>
        <translation>部分可解决</translation>
    </message>
    <message>
        <source>Not resolvable</source>
        <comment>filter: resolvable: false</comment>
        <translation>不可解决</translation>
    </message>
    <message>
        <source>Confidence ≥ </source>
        <translation>置信度 ≥ </translation>
    </message>
    <message>
        <source>Show only records at least this confident</source>
        <translation>只显示置信度不低于此值的记录</translation>
    </message>
    <message>
        <source>Search, in English or Chinese (Ctrl+Shift+F)</source>
        <translation>搜索，可用中文或英文（Ctrl+Shift+F）</translation>
    </message>
    <message>
        <source>Show non-software advice</source>
        <translation>显示非软件类建议</translation>
    </message>
    <message>
        <source>Records about travel, culture, law, health … are advice for people, not errors of software, and are hidden by default. Tick to show them in the tree, in search results and in the diagnosis of logs.</source>
        <translation>关于旅行、文化、法律、健康等的记录是给人的建议，不是软件错误，默认隐藏。勾选后会在树、搜索结果和日志诊断中显示。</translation>
    </message>
    <message>
        <source>Every word must begin a word of the record; &quot;quoted words&quot; must appear side by side. Best matches first. Esc clears, Down goes to the results</source>
        <translation>每个词都须是记录中某个词的开头；“加引号的词”须相邻出现。最佳匹配排在最前。Esc 清空，下方向键进入结果</translation>
    </message>
</context>
<context>
    <name>Faultline::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>按操作或按键筛选</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>Faultline::SourcesDialog</name>
    <message>
        <source>Add &amp;Folder…</source>
        <translation>添加文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Add F&amp;iles…</source>
        <translation>添加文件(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Knowledge Base Sources</source>
        <translation>知识库来源</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Read in</source>
        <translation>读取用时</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Sources are read in this order; of two records with one id, the first is kept. While no source of yours is on, the bundled knowledge base is used.</source>
        <translation>来源按此顺序读取；两条记录 id 相同时保留先读到的一条。你自己的来源都未启用时，使用随附的知识库。</translation>
    </message>
    <message>
        <source>Bundled knowledge base</source>
        <translation>随附知识库</translation>
    </message>
    <message>
        <source>none stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a Folder of Records</source>
        <translation>添加记录文件夹</translation>
    </message>
    <message>
        <source>Add Record Files</source>
        <translation>添加记录文件</translation>
    </message>
    <message>
        <source>Records (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;All files (*)</source>
        <translation>记录 (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>Faultline::UserRecordActions</name>
    <message>
        <source>&amp;Edit Record…</source>
        <translation>编辑记录(&amp;E)…</translation>
    </message>
    <message>
        <source>Change the record shown: one of your own</source>
        <translation>修改当前显示的记录（你自己的记录）</translation>
    </message>
    <message>
        <source>&amp;Delete Record</source>
        <translation>删除记录(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the record shown: one of your own</source>
        <translation>删除当前显示的记录（你自己的记录）</translation>
    </message>
    <message>
        <source>Delete Record</source>
        <translation>删除记录</translation>
    </message>
    <message>
        <source>Delete your record %1? Its file is removed from %2.</source>
        <translation>删除你的记录 %1 吗？它的文件会从 %2 中移除。</translation>
    </message>
    <message>
        <source>Could not delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation>保存记录</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>Faultline::UserRecords</name>
    <message>
        <source>&quot;%1&quot; is not a record id: write domain/name in lower case, e.g. myapp/cache-full</source>
        <translation>“%1”不是记录 ID：请写小写的“领域/名称”，例如 myapp/cache-full</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>GzipDevice</name>
    <message>
        <source>cannot start decompressing</source>
        <translation>无法开始解压</translation>
    </message>
    <message>
        <source>bytes after the compressed data were ignored</source>
        <translation>压缩数据之后的字节已忽略</translation>
    </message>
    <message>
        <source>cannot go on decompressing</source>
        <translation>无法继续解压</translation>
    </message>
    <message>
        <source>truncated: the compressed data ends early (the file is cut short); %1 of text could be read</source>
        <translation>已截断：压缩数据提前结束（文件不完整）；可读取 %1 文本</translation>
    </message>
    <message>
        <source>stopped after %1 of text: that is as much as is unpacked</source>
        <translation>读取 %1 文本后停止：已达到解压上限</translation>
    </message>
    <message>
        <source>stopped after %1 of text: the data unpacks to more than %2 times its compressed size, as a decompression bomb does</source>
        <translation>读取 %1 文本后停止：数据解压后超过压缩大小的 %2 倍，这是解压炸弹的特征</translation>
    </message>
    <message>
        <source>corrupt compressed data after %1 of text (%2)</source>
        <translation>%1 文本之后压缩数据损坏（%2）</translation>
    </message>
</context>
<context>
    <name>KbCheck</name>
    <message>
        <source>in %1</source>
        <translation>在 %1 中</translation>
    </message>
    <message>
        <source>the record&apos;s regex does not match this example: %1</source>
        <translation>记录的正则表达式不匹配此示例：%1</translation>
    </message>
    <message>
        <source>the regex can match text with no letter in it (only digits, spaces or punctuation), which is no evidence of this error</source>
        <translation>该正则表达式能匹配不含任何字母的文本（只有数字、空格或标点），这不能作为此错误的证据</translation>
    </message>
    <message>
        <source>in the healthy log %1:%2</source>
        <translation>在正常日志 %1:%2 中</translation>
    </message>
    <message numerus="yes">
        <source>the regex fires on %1 of the lines of the healthy logs (%n line(s)), first at %2:%3</source>
        <translation>
            <numerusform>该正则表达式命中了正常日志中 %1 的行（%n 行），首次在 %2:%3</numerusform>
        </translation>
    </message>
    <message>
        <source>its match %1 begins inside the word %2 (%3): the regex matches a fragment of a longer word</source>
        <translation>其匹配 %1 从单词 %2 的中间开始（%3）：该正则表达式匹配的是更长单词的片段</translation>
    </message>
    <message numerus="yes">
        <source>its match %1 ends %n character(s) into the word %2 (%3): the regex matches a fragment of a longer word</source>
        <translation>
            <numerusform>其匹配 %1 在单词 %2 的第 %n 个字符处结束（%3）：该正则表达式匹配的是更长单词的片段</numerusform>
        </translation>
    </message>
    <message>
        <source>the matcher cannot use this regex (%1); the record can never match a log</source>
        <translation>匹配器无法使用该正则表达式（%1）；这条记录永远无法匹配日志</translation>
    </message>
</context>
<context>
    <name>KbCheckCommand</name>
    <message>
        <source>Check knowledge-base sources for their authors: files that do not load, fields of the wrong type, duplicate ids, regexes RE2 rejects, examples their regex does not match, and regexes too broad to be evidence (no letters, a fragment of a word, many lines of healthy logs).</source>
        <translation>为作者检查知识库来源：无法加载的文件、类型错误的字段、重复的 id、RE2 不接受的正则表达式、与自身正则不匹配的示例，以及过于宽泛、不足以作为证据的正则表达式（不含字母、只匹配单词片段、命中大量正常日志行）。</translation>
    </message>
    <message>
        <source>Check Faultline&apos;s built-in knowledge base too.</source>
        <translation>同时检查 Faultline 内置知识库。</translation>
    </message>
    <message>
        <source>Also match the logs in &lt;folder&gt;, of systems that worked, and report the regexes that fire on more than 0.5% of their lines.</source>
        <translation>同时匹配 &lt;folder&gt; 中运行正常的系统的日志，并报告命中其中 0.5% 以上行的正则表达式。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>folder</translation>
    </message>
    <message>
        <source>Output &lt;format&gt;: text or json.</source>
        <translation>以 &lt;format&gt; 格式输出：text 或 json。</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>List only errors; warnings are still counted in the summary and the exit code.</source>
        <translation>只列出错误；警告仍计入汇总和退出码。</translation>
    </message>
    <message>
        <source>The command: check.</source>
        <translation>命令：check。</translation>
    </message>
    <message>
        <source>Knowledge-base files or folders, checked together as one knowledge base.</source>
        <translation>知识库文件或文件夹，作为一个知识库一起检查。</translation>
    </message>
    <message>
        <source>PATH…</source>
        <translation>PATH…</translation>
    </message>
    <message>
        <source>faultline kb check: --format must be text or json, not &quot;%1&quot;
</source>
        <translation>faultline kb check：--format 必须是 text 或 json，而不是“%1”
</translation>
    </message>
    <message>
        <source>faultline kb check: %1: no such file or folder
</source>
        <translation>faultline kb check：%1：没有这个文件或文件夹
</translation>
    </message>
    <message>
        <source>faultline kb check: name at least one knowledge-base file or folder (or --builtin)
</source>
        <translation>faultline kb check：请至少指定一个知识库文件或文件夹（或 --builtin）
</translation>
    </message>
    <message>
        <source>faultline kb check: --healthy %1: no logs there; name a folder of logs of systems that worked
</source>
        <translation>faultline kb check：--healthy %1：那里没有日志；请指定一个存放正常运行系统日志的文件夹
</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n healthy log line(s)</source>
        <translation>
            <numerusform>%n 行正常日志</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline kb check: %1: %2, %3 (%4 s)
</source>
        <translation>faultline kb check：%1：%2，%3（%4 秒）
</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline kb: the commands are check, list, add and remove: faultline kb check PATH…
</source>
        <translation>faultline kb：命令有 check、list、add 和 remove：faultline kb check PATH…
</translation>
    </message>
</context>
<context>
    <name>KbSourcesCommand</name>
    <message>
        <source>bundled knowledge base</source>
        <translation>随附知识库</translation>
    </message>
    <message>
        <source>on</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>off</source>
        <translation>停用</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>没有问题</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>no licence stated</source>
        <translation>未注明许可证</translation>
    </message>
    <message>
        <source>faultline kb add: %1: no such file or folder; nothing added
</source>
        <translation>faultline kb add：%1：没有这个文件或文件夹；未添加任何来源
</translation>
    </message>
    <message>
        <source>added %1
</source>
        <translation>已添加 %1
</translation>
    </message>
    <message>
        <source>faultline kb remove: %1: not a source in use (faultline kb list shows them); nothing removed
</source>
        <translation>faultline kb remove：%1：不是正在使用的来源（faultline kb list 可列出它们）；未移除任何来源
</translation>
    </message>
    <message>
        <source>removed %1
</source>
        <translation>已移除 %1
</translation>
    </message>
    <message>
        <source>The knowledge-base sources Faultline uses (the window, and faultline triage without --kb): list them, add folders or files, remove them.</source>
        <translation>Faultline 使用的知识库来源（窗口，以及不带 --kb 的 faultline triage）：列出、添加文件夹或文件、移除。</translation>
    </message>
    <message>
        <source>list: output &lt;format&gt;: text or json.</source>
        <translation>list：以 &lt;format&gt; 格式输出：text 或 json。</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>list, add or remove.</source>
        <translation>list、add 或 remove。</translation>
    </message>
    <message>
        <source>add, remove: folders or files.</source>
        <translation>add、remove：文件夹或文件。</translation>
    </message>
    <message>
        <source>faultline kb: --format must be text or json, not &quot;%1&quot;
</source>
        <translation>faultline kb：--format 必须是 text 或 json，而不是“%1”
</translation>
    </message>
    <message>
        <source>faultline kb: use faultline kb list, faultline kb add PATH… or faultline kb remove PATH…
</source>
        <translation>faultline kb：请使用 faultline kb list、faultline kb add PATH… 或 faultline kb remove PATH…
</translation>
    </message>
</context>
<context>
    <name>LogSource</name>
    <message>
        <source>not a regular file but a pipe (FIFO), which can be read only once, as it comes: save what it gives to a file and open that</source>
        <translation>不是普通文件，而是管道（FIFO），只能按到达顺序读取一次：请把其内容保存为文件再打开</translation>
    </message>
    <message>
        <source>a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>not a regular file but a device (such as /dev/zero), which may never end</source>
        <translation>不是普通文件，而是设备（如 /dev/zero），可能永远读不完</translation>
    </message>
    <message>
        <source>not a regular file but a socket</source>
        <translation>不是普通文件，而是套接字</translation>
    </message>
    <message>
        <source>not a regular file but a system file (of /proc or /sys), whose size is not known and which may never end: copy it to a file and open that</source>
        <translation>不是普通文件，而是系统文件（位于 /proc 或 /sys），大小未知且可能永远读不完：请复制为文件再打开</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>cancelled after %1 of text</source>
        <translation>读取 %1 文本后已取消</translation>
    </message>
</context>
<context>
    <name>TriageCommand</name>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1：%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source> (suggestion: its regex did not match; its signature resembles line %1)</source>
        <translation>（建议：其正则表达式未匹配；其特征与第 %1 行相似）</translation>
    </message>
    <message numerus="yes">
        <source>%n workaround(s)</source>
        <translation>
            <numerusform>%n 个解决方法</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dead end(s)</source>
        <translation>
            <numerusform>%n 个无效修复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s), first on line %1, last on line %2</source>
        <translation>
            <numerusform>%n 次命中，首次在第 %1 行，最后在第 %2 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (--top N shows more)
</source>
        <translation>
            <numerusform>… 另有 %n 个（用 --top N 显示更多）
</numerusform>
        </translation>
    </message>
    <message>
        <source>Match logs against the knowledge base and print a ranked diagnosis.</source>
        <translation>将日志与知识库匹配，并输出按可能性排序的诊断。</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Output &lt;format&gt;: text or json.</source>
        <translation>输出格式 &lt;格式&gt;：text 或 json。</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Show the first &lt;n&gt; findings (default 10).</source>
        <translation>显示前 &lt;n&gt; 个发现（默认 10）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Logs to triage; - reads standard input.</source>
        <translation>要分诊的日志；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>FILE…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>faultline triage: --format must be text or json, not &quot;%1&quot;
</source>
        <translation>faultline triage：--format 必须是 text 或 json，而不是“%1”
</translation>
    </message>
    <message>
        <source>faultline triage: --top needs a positive number
</source>
        <translation>faultline triage：--top 需要一个正数
</translation>
    </message>
    <message>
        <source>faultline triage: name at least one log file (or - for standard input)
</source>
        <translation>faultline triage：请至少指定一个日志文件（或用 - 表示标准输入）
</translation>
    </message>
    <message>
        <source>faultline triage: %1: no such file or folder
</source>
        <translation>faultline triage：%1：没有这个文件或文件夹
</translation>
    </message>
    <message>
        <source>faultline triage: record %1: regex not used: %2
</source>
        <translation>faultline triage：记录 %1：正则表达式未使用：%2
</translation>
    </message>
    <message>
        <source>faultline triage: %1: %2
</source>
        <translation>faultline triage：%1：%2
</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 MiB: only their first %1 MiB were matched
</source>
        <translation>
            <numerusform>%n 行超过 %1 MiB：仅匹配了每行的前 %1 MiB
</numerusform>
        </translation>
    </message>
    <message>
        <source>Which records may be found: software (the default) or all, advice about travel, culture, law, health … too.</source>
        <translation>可找到哪些记录：software（默认，仅软件）或 all（连同旅行、文化、法律、健康等建议）。</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>faultline triage: --scope must be software or all, not &quot;%1&quot;
</source>
        <translation>faultline triage：--scope 必须是 software 或 all，而不是“%1”
</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>置信度 %1</translation>
    </message>
    <message>
        <source>also in: %1</source>
        <translation>另见于：%1</translation>
    </message>
    <message>
        <source>Diagnosis:</source>
        <translation>诊断：</translation>
    </message>
    <message>
        <source>Suggestions (not a diagnosis):</source>
        <translation>建议（不是诊断）：</translation>
    </message>
    <message>
        <source>Weak hits (not a diagnosis):</source>
        <translation>弱匹配（不是诊断）：</translation>
    </message>
    <message>
        <source>Do not print the problems found in the knowledge base (files not read, fields ignored, regexes not used) to standard error.</source>
        <translation>不在标准错误输出中打印知识库里发现的问题（未读取的文件、被忽略的字段、未使用的正则表达式）。</translation>
    </message>
    <message>
        <source>faultline triage: %1: a folder with no files in it; name log files, or a folder of logs
</source>
        <translation>faultline triage: %1：文件夹中没有文件；请指定日志文件，或包含日志的文件夹
</translation>
    </message>
    <message>
        <source>Do not load Faultline&apos;s built-in knowledge base, only the --kb sources (or the bundled one).</source>
        <translation>不加载 Faultline 内置知识库，只加载 --kb 指定的来源（或随附的知识库）。</translation>
    </message>
    <message>
        <source>Load records from &lt;path&gt;; repeat for several (default: the sources in use, as `faultline kb list` shows them).</source>
        <translation>从 &lt;path&gt; 加载记录；可重复指定多个（默认：正在使用的来源，即 `faultline kb list` 列出的那些）。</translation>
    </message>
    <message>
        <source>faultline triage: %1: a source in use is not there; skipped (faultline kb remove forgets it)
</source>
        <translation>faultline triage：%1：正在使用的来源已不存在；已跳过（用 faultline kb remove 可将其移除）
</translation>
    </message>
    <message numerus="yes">
        <source>faultline triage: only the knowledge that ships with Faultline (%n record(s)) was searched; add more with faultline kb add PATH (or --kb PATH), for example a copy of the deadends.dev corpus (its data/canons folder)
</source>
        <translation>
            <numerusform>faultline triage：只搜索了 Faultline 自带的知识（%n 条记录）；可用 faultline kb add PATH（或 --kb PATH）添加更多，例如一份 deadends.dev 语料库（其中的 data/canons 文件夹）
</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline triage: the deadends.dev corpus is on this computer: faultline kb add %1
</source>
        <translation>faultline triage：这台电脑上有 deadends.dev 语料库：faultline kb add %1
</translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) (%1 MB of text): </source>
        <translation>
            <numerusform>%n 个日志（%1 MB 文本）：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with a diagnosis, %2 with nothing known, %3 unreadable</source>
        <translation>%1 个有诊断，%2 个没有已知错误，%3 个无法读取</translation>
    </message>
    <message>
        <source>, %1 read only in part</source>
        <translation>，%1 个只读取了一部分</translation>
    </message>
    <message>
        <source>Logs per diagnosed record:</source>
        <translation>各诊断记录对应的日志数：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more record(s) (--top N shows more)
</source>
        <translation>
            <numerusform>… 另有 %n 条记录（--top N 可显示更多）
</numerusform>
        </translation>
    </message>
    <message>
        <source>Error lines of the logs with nothing known, grouped (logs, line):</source>
        <translation>没有已知错误的日志中的错误行，已分组（日志数，行）：</translation>
    </message>
    <message>
        <source>e.g. %1: %2</source>
        <translation>例如 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more group(s) (--top N shows more)
</source>
        <translation>
            <numerusform>… 另有 %n 组（--top N 可显示更多）
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) with nothing known have no error line to group
</source>
        <translation>
            <numerusform>%n 个没有已知错误的日志中没有可分组的错误行
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) have error lines of groups past the first %1, not shown
</source>
        <translation>
            <numerusform>%n 个日志的错误行属于前 %1 组之后的分组，未显示
</numerusform>
        </translation>
    </message>
    <message>
        <source>Unreadable logs:</source>
        <translation>无法读取的日志：</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more
</source>
        <translation>
            <numerusform>… 另有 %n 个
</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline triage: %1: the summary was not written: %2
</source>
        <translation>faultline triage：%1：未能写入摘要：%2
</translation>
    </message>
    <message numerus="yes">
        <source>%n log(s) triaged, %1 MB, %2 MB/s</source>
        <translation>
            <numerusform>已分诊 %n 个日志，%1 MB，%2 MB/s</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline triage: %1:%2: not a line of faultline triage --jsonl
</source>
        <translation>faultline triage：%1:%2：不是 faultline triage --jsonl 输出的行
</translation>
    </message>
    <message>
        <source>Batch mode: triage many logs in parallel with the knowledge base loaded once, printing one JSON object per log on a line of its own as each finishes, then a summary to standard error.</source>
        <translation>批处理模式：只加载一次知识库，并行分诊多个日志；每个日志完成时在单独一行输出一个 JSON 对象，最后向标准错误输出摘要。</translation>
    </message>
    <message>
        <source>Batch mode: also triage the logs listed in &lt;list&gt;, one path a line (- for standard input).</source>
        <translation>批处理模式：同时分诊 &lt;list&gt; 中列出的日志，每行一个路径（- 表示标准输入）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Batch mode: triage &lt;n&gt; logs at once (default: one per core).</source>
        <translation>批处理模式：同时分诊 &lt;n&gt; 个日志（默认每个 CPU 核心一个）。</translation>
    </message>
    <message>
        <source>Batch mode and --merge: write the summary as JSON to &lt;file&gt; instead of as text.</source>
        <translation>批处理模式和 --merge：将摘要以 JSON 写入 &lt;file&gt;，而不是以文本输出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>The files are JSON lines written by --jsonl (- for standard input): print their summary (counts per record, unknown error lines grouped); text, or JSON with --format json.</source>
        <translation>这些文件是 --jsonl 写出的 JSON 行（- 表示标准输入）：输出它们的摘要（各记录的计数、分组后的未知错误行）；默认为文本，使用 --format json 则输出 JSON。</translation>
    </message>
    <message>
        <source>faultline triage: --jsonl and --merge do not go together
</source>
        <translation>faultline triage：--jsonl 和 --merge 不能同时使用
</translation>
    </message>
    <message>
        <source>faultline triage: --jsonl prints JSON lines; leave out --format
</source>
        <translation>faultline triage：--jsonl 输出的是 JSON 行；请去掉 --format
</translation>
    </message>
    <message>
        <source>faultline triage: --%1 is for batch mode: add --jsonl
</source>
        <translation>faultline triage：--%1 用于批处理模式：请加上 --jsonl
</translation>
    </message>
    <message>
        <source>faultline triage: --summary is for --jsonl and --merge
</source>
        <translation>faultline triage：--summary 只能与 --jsonl 或 --merge 一起使用
</translation>
    </message>
    <message>
        <source>faultline triage: --jobs needs a positive number
</source>
        <translation>faultline triage：--jobs 需要一个正整数
</translation>
    </message>
    <message>
        <source>faultline triage: standard input holds the list of paths (--files-from -), not a log
</source>
        <translation>faultline triage：标准输入用于路径列表（--files-from -），不能同时作为日志
</translation>
    </message>
    <message>
        <source>Read the knowledge base from its sources and compile every regex, without the cache of an earlier run (nor saving one). FAULTLINE_NO_CACHE=1 does the same; FAULTLINE_CACHE_DIR names another folder for the cache.</source>
        <translation>从来源读取知识库并编译每个正则表达式，不使用此前运行留下的缓存（也不保存缓存）。FAULTLINE_NO_CACHE=1 效果相同；FAULTLINE_CACHE_DIR 指定另一个缓存文件夹。</translation>
    </message>
</context>
<context>
    <name>TriageReport</name>
    <message>
        <source>Triage of %1</source>
        <translation>%1 的分诊结果</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>**incomplete**: the log was not read to the end</source>
        <translation>**不完整**：日志未读取到末尾</translation>
    </message>
    <message>
        <source>*suggestion*: its regex did not match; its signature resembles line %1</source>
        <translation>*建议*：其正则表达式未匹配；其特征与第 %1 行相似</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s), first on line %1, last on line %2</source>
        <translation>
            <numerusform>%n 次命中，首次在第 %1 行，最后在第 %2 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Workaround: %1</source>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>Dead end: %1</source>
        <translation>无效修复：%1</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>置信度 %1</translation>
    </message>
    <message>
        <source>Also in: %1</source>
        <translation>另见于：%1</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Weak hits</source>
        <translation>弱匹配</translation>
    </message>
    <message>
        <source>No known error was recognised in this log.</source>
        <translation>此日志中未识别出已知错误。</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>faultline: cannot open the window, the window program could not be started:
</source>
        <translation>faultline：无法打开窗口，窗口程序未能启动：
</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Triage crash logs against a knowledge base of known errors.</source>
        <translation>根据已知错误知识库分诊崩溃日志。</translation>
    </message>
    <message>
        <source>Load records from &lt;path&gt; (a file or a folder); repeat for several.</source>
        <translation>从 &lt;路径&gt;（文件或文件夹）加载记录；可重复指定多个。</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Use the bundled knowledge base.</source>
        <translation>使用内置知识库。</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; once loaded, then quit.</source>
        <translation>加载完成后将窗口截图保存到 &lt;文件&gt;，然后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Search for &lt;text&gt; once loaded.</source>
        <translation>加载完成后搜索 &lt;文本&gt;。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Colours: &lt;scheme&gt; is system, light or dark.</source>
        <translation>配色：&lt;配色&gt; 可为 system、light 或 dark。</translation>
    </message>
    <message>
        <source>scheme</source>
        <translation>配色</translation>
    </message>
    <message>
        <source>Show line &lt;n&gt; of the first log once it is open.</source>
        <translation>第一个日志打开后显示第 &lt;n&gt; 行。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Interface language for this run: &lt;language&gt; is %1 (not remembered).</source>
        <translation>本次运行的界面语言：&lt;语言&gt; 可为 %1（不会记住）。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Logs to open (files, folders of logs, gzip-compressed logs).</source>
        <translation>要打开的日志（文件、日志文件夹、gzip 压缩的日志）。</translation>
    </message>
    <message>
        <source>[log…]</source>
        <translation>[日志…]</translation>
    </message>
    <message>
        <source>Unknown interface language %1; the choices are %2.</source>
        <translation>未知的界面语言 %1；可选的有 %2。</translation>
    </message>
    <message>
        <source>No record with id %1.</source>
        <translation>没有 ID 为 %1 的记录。</translation>
    </message>
    <message>
        <source>Show the record (or else the document) with &lt;id&gt; once loaded.</source>
        <translation>加载后显示 id 为 &lt;id&gt; 的记录（否则显示该文档）。</translation>
    </message>
</context>
</TS>
