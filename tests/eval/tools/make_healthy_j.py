#!/usr/bin/env python3
"""Generate four more long logs of healthy systems for the diagnosis evaluation set (batch j).

What it writes: 4 files under tests/eval/cases/healthy/ (each 3,000-6,000 lines): an Istio
sidecar (Envoy 1.32) log of a shop's catalog service (start-up lines, then the default access log
with request ids, upstream clusters and durations, the routine 30-minute xDS stream reconnects), a
Celery 5.4 worker log (banner, tasks received and succeeded, scheduled retries of a partner sync,
beat-driven periodic tasks, mingle/gossip lines, the odd missed heartbeat), an Apache Tomcat 10.1
`tail -F` of catalina.out and the access log (start-up and deployment, application log lines,
access lines, a TLS client probing the plain HTTP port) and a PgBouncer 1.23 log (client logins
and closes, server connections opened and recycled, per-minute stats lines, a config reload).
Each is a system working normally with its routine noise. The labels are kept by hand in
tests/eval/labels/healthy.tsv (from reading the knowledge base, not from this script).

How to run it (from the repository root, Python 3.8 or newer, standard library only):

    python3 tests/eval/tools/make_healthy_j.py          # writes tests/eval/cases/healthy/j-*.log
    python3 tests/eval/tools/make_healthy_j.py OUTDIR   # writes them into OUTDIR instead

Deterministic like make_healthy_f.py: each log draws from its own random.Random seeded with SEED
and the log's name, and the script reads no clock, environment or file. Names, addresses (private
ranges, example.com, internal host names), ids and timestamps (2026) are made up.
"""

import sys
from datetime import datetime, timedelta, timezone

from healthy_logs import write_all

SEED = 20260917
UTC = timezone.utc


def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def uuid(r):
    return "%s-%s-4%s-%s%s-%s" % (hexs(r, 8), hexs(r, 4), hexs(r, 3), r.choice("89ab"), hexs(r, 3), hexs(r, 12))


USER_AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (X11; Linux x86_64; rv:136.0) Gecko/20100101 Firefox/136.0",
    "okhttp/4.12.0",
    "shop-ios/7.14.2 (iPhone15,3; iOS 18.3)",
    "shop-android/7.14.1 (Pixel 8; Android 15)",
]


# ----------------------------------------------------------------------------- Istio / Envoy sidecar

def gen_envoy(r):
    t = datetime(2026, 3, 11, 8, 59, 57, 204000, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%06d" % t.microsecond + "Z"

    def sys_line(level, scope, msg):
        nonlocal t
        t += timedelta(microseconds=r.randint(200, 90000))
        out.append("%s\t%s\t%s\t%s" % (ts(), level, scope, msg) if msg else "%s\t%s\t%s" % (ts(), level, scope))

    pod_ip = "10.244.2.19"
    sys_line("info", "FLAG", "--concurrency=\"2\"")
    sys_line("info", "FLAG", "--domain=\"shop.svc.cluster.local\"")
    sys_line("info", "FLAG", "--proxyLogLevel=\"warning,misc:error\"")
    sys_line("info", "Version", "1.25.1-4d2c8a9e1f0b7c3d5e6a9f8b2c1d0e3f4a5b6c7d-Clean")
    sys_line("info", "Proxy role", "ips=[%s] type=sidecar id=catalog-7d9f6b8c5-x2k4q.shop domain=shop.svc.cluster.local" % pod_ip)
    sys_line("info", "Apply proxy config from env", "{}")
    sys_line("info", "cache", "generated new workload certificate resourceName=default latency=118.404211ms ttl=23h59m59.881596789s")
    sys_line("info", "cache", "Root cert has changed, start rotating root cert")
    sys_line("info", "ads", "XDS: Incremental Pushing ConnectedEndpoints:0 Version:")
    sys_line("info", "cache", "returned workload trust anchor from cache ttl=23h59m59.118374102s")
    sys_line("info", "sds", "SDS: PUSH request for node:catalog-7d9f6b8c5-x2k4q.shop resources:1 size:4.1kB resource:default")
    sys_line("info", "sds", "SDS: PUSH request for node:catalog-7d9f6b8c5-x2k4q.shop resources:1 size:1.1kB resource:ROOTCA")
    sys_line("info", "Readiness succeeded in 1.214018337s", "")
    sys_line("info", "Envoy proxy is ready", "")

    routes = [
        ("GET", "/api/v1/products?category=%s&page=%d", 0.30),
        ("GET", "/api/v1/products/%s", 0.28),
        ("GET", "/api/v1/products/%s/availability?store=%d", 0.12),
        ("GET", "/api/v1/categories", 0.06),
        ("GET", "/api/v1/search?q=%s", 0.10),
        ("POST", "/api/v1/products/%s/views", 0.06),
        ("GET", "/healthz/ready", 0.05),
        ("GET", "/metrics", 0.03),
    ]
    categories = ["tv", "audio", "laptops", "phones", "kitchen", "garden", "toys", "books", "gaming", "cameras"]
    queries = ["oled", "airfryer", "usb-c+hub", "kids+bike", "espresso", "4k+monitor", "headphones", "lego", "tent", "router"]
    clients = ["10.244.%d.%d" % (r.randint(0, 7), r.randint(2, 250)) for _ in range(40)]
    upstream = "outbound|8080||catalog.shop.svc.cluster.local"
    next_xds = t + timedelta(minutes=r.randint(24, 30))
    while len(out) < 4300:
        t += timedelta(milliseconds=r.randint(5, 2600))
        if t >= next_xds:
            sys_line("warning", "envoy config", "external/envoy/source/extensions/config_subscription/grpc/grpc_stream.h:193\tStreamAggregatedResources gRPC config stream to xds-grpc closed since %ds ago: 0, " % r.randint(1740, 1810))
            sys_line("info", "ads", "XDS: Incremental Pushing ConnectedEndpoints:2 Version:%s" % t.strftime("%Y-%m-%dT%H:%M:%SZ/") + str(r.randint(40, 90)))
            next_xds = t + timedelta(minutes=r.randint(28, 31))
            continue
        x = r.random()
        acc = 0.0
        method, path = routes[0][0], routes[0][1]
        for m, p, w in routes:
            acc += w
            if x < acc:
                method, path = m, p
                break
        sku = "SKU-%d" % r.randint(10000, 99999)
        if "category" in path:
            path = path % (r.choice(categories), r.randint(1, 12))
        elif "availability" in path:
            path = path % (sku, r.randint(100, 180))
        elif "search" in path:
            path = path % r.choice(queries)
        elif "%s" in path:
            path = path % sku
        status, flags, code_details = 200, "-", "via_upstream"
        k = r.random()
        if path.startswith("/healthz") or path == "/metrics":
            ua = "kube-probe/1.31" if path.startswith("/healthz") else "Prometheus/2.53.1"
            src = "10.244.2.1" if path.startswith("/healthz") else "10.244.6.41"
        else:
            ua = r.choice(USER_AGENTS)
            src = r.choice(clients)
            if method == "POST":
                status = 204
            elif k < 0.035:
                status = 404
            elif k < 0.045:
                status = 304
            elif k < 0.052:
                status = 400
            elif k < 0.056:
                status, flags, code_details = 0, "DC", "downstream_remote_disconnect"
        dur = r.randint(1, 9) if path.startswith("/healthz") or path == "/metrics" else int(r.lognormvariate(2.6, 0.7))
        up_dur = "-" if status == 0 else str(max(0, dur - r.randint(0, 2)))
        sent = 0 if status in (204, 304, 0) else (r.randint(180, 420) if status in (404, 400) else r.randint(900, 48000))
        recv = r.randint(40, 220) if method == "POST" else 0
        out.append('[%s] "%s %s HTTP/1.1" %d %s %s - "-" %d %d %d %s "%s" "%s" "%s" "catalog.shop.svc.cluster.local:8080" "%s:8080" %s %s:%d %s:8080 %s:%d outbound_.8080_._.catalog.shop.svc.cluster.local default' % (
            t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % (t.microsecond // 1000) + "Z", method, path, status, flags, code_details,
            recv, sent, dur, up_dur, src, ua, uuid(r), pod_ip if status else "-", upstream if status else "-",
            "127.0.0.6", r.randint(32000, 60999), pod_ip, src, r.randint(32000, 60999)))
    return out


# ----------------------------------------------------------------------------- Celery worker

def gen_celery(r):
    t = datetime(2026, 3, 12, 6, 0, 1, 412000, tzinfo=UTC)
    out = []
    host = "celery@worker-billing-2"

    def ts():
        return t.strftime("%Y-%m-%d %H:%M:%S,") + "%03d" % (t.microsecond // 1000)

    banner = """ 
 -------------- %s v5.4.0 (opalescent)
--- ***** ----- 
-- ******* ---- Linux-6.8.0-1021-aws-x86_64-with-glibc2.36 2026-03-12 06:00:01
- *** --- * --- 
- ** ---------- [config]
- ** ---------- .> app:         billing:0x7f3a9c1e5d90
- ** ---------- .> transport:   redis://redis-billing.internal:6379/0
- ** ---------- .> results:     redis://redis-billing.internal:6379/1
- *** --- * --- .> concurrency: 8 (prefork)
-- ******* ---- .> task events: ON
--- ***** ----- 
 -------------- [queues]
                .> billing          exchange=billing(direct) key=billing
                .> emails           exchange=emails(direct) key=emails
                .> partner-sync     exchange=partner-sync(direct) key=partner-sync

[tasks]
  . billing.tasks.generate_invoice_pdf
  . billing.tasks.reconcile_payment_batch
  . billing.tasks.recalculate_subscription
  . billing.tasks.send_dunning_email
  . billing.tasks.send_receipt
  . billing.tasks.sync_partner_invoice
  . billing.tasks.warm_fx_rates
""" % host
    out.extend(banner.split("\n"))
    out.append("[%s: INFO/MainProcess] Connected to redis://redis-billing.internal:6379/0" % ts())
    out.append("[%s: INFO/MainProcess] mingle: searching for neighbors" % ts())
    t += timedelta(seconds=1, milliseconds=r.randint(0, 999))
    out.append("[%s: INFO/MainProcess] mingle: sync with 2 nodes" % ts())
    out.append("[%s: INFO/MainProcess] mingle: sync complete" % ts())
    out.append("[%s: INFO/MainProcess] %s ready." % (ts(), host))
    neighbors = ["celery@worker-billing-1", "celery@worker-billing-3"]
    for n in neighbors:
        out.append("[%s: INFO/MainProcess] Events of group {task} enabled by remote." % ts())

    tasks = [
        ("billing.tasks.send_receipt", 0.30, (0.08, 0.6)),
        ("billing.tasks.generate_invoice_pdf", 0.16, (0.9, 6.5)),
        ("billing.tasks.recalculate_subscription", 0.20, (0.02, 0.4)),
        ("billing.tasks.sync_partner_invoice", 0.18, (0.3, 2.8)),
        ("billing.tasks.send_dunning_email", 0.08, (0.1, 0.7)),
        ("billing.tasks.warm_fx_rates", 0.04, (0.4, 1.6)),
        ("billing.tasks.reconcile_payment_batch", 0.04, (4.0, 19.0)),
    ]
    pending = []  # (finish_time, line)
    next_hb_warn = t + timedelta(minutes=r.randint(20, 50))
    while len(out) < 3700:
        t += timedelta(milliseconds=r.randint(20, 9000))
        # flush finished tasks in time order
        pending.sort(key=lambda p: p[0])
        while pending and pending[0][0] <= t:
            ft, ln = pending.pop(0)
            out.append(ln.replace("@TS@", ft.strftime("%Y-%m-%d %H:%M:%S,") + "%03d" % (ft.microsecond // 1000)))
        if t >= next_hb_warn:
            out.append("[%s: WARNING/MainProcess] Substantial drift from %s may mean clocks are out of sync.  Current drift is 18 seconds.  [orig: %s recv: %s]" % (
                ts(), r.choice(neighbors), (t - timedelta(seconds=18)).strftime("%Y-%m-%d %H:%M:%S.%f"), t.strftime("%Y-%m-%d %H:%M:%S.%f")) if r.random() < 0.3 else
                "[%s: INFO/MainProcess] missed heartbeat from %s" % (ts(), r.choice(neighbors)))
            next_hb_warn = t + timedelta(minutes=r.randint(25, 70))
            continue
        x = r.random()
        acc = 0.0
        name, lo_hi = tasks[0][0], tasks[0][2]
        for n, w, rng in tasks:
            acc += w
            if x < acc:
                name, lo_hi = n, rng
                break
        tid = uuid(r)
        eta = ""
        if name == "billing.tasks.sync_partner_invoice" and r.random() < 0.12:
            eta = "  ETA:[%s+00:00]" % (t + timedelta(seconds=60)).strftime("%Y-%m-%d %H:%M:%S.%f")
        out.append("[%s: INFO/MainProcess] Task %s[%s] received%s" % (ts(), name, tid, eta))
        worker = "ForkPoolWorker-%d" % r.randint(1, 8)
        dur = r.uniform(*lo_hi)
        ft = t + timedelta(seconds=dur)
        if name == "billing.tasks.sync_partner_invoice" and r.random() < 0.07:
            pending.append((ft, "[@TS@: INFO/%s] Task %s[%s] retry: Retry in 60s: PartnerBusy('partner queue position %d, try later')" % (worker, name, tid, r.randint(2, 9))))
            continue
        if name == "billing.tasks.generate_invoice_pdf":
            pending.append((t + timedelta(seconds=dur * 0.7), "[@TS@: INFO/%s] billing.pdf: rendered invoice INV-2026-%06d (%d pages, %d bytes)" % (
                worker, r.randint(1, 250000), r.randint(1, 6), r.randint(40000, 900000))))
        if name == "billing.tasks.send_receipt" and r.random() < 0.5:
            pending.append((t + timedelta(seconds=dur * 0.8), "[@TS@: INFO/%s] billing.mail: queued receipt for customer %d via ses (message id 0102018e%s-%s-000000)" % (
                worker, r.randint(10000, 999999), hexs(r, 8), uuid(r))))
        if name == "billing.tasks.warm_fx_rates":
            pending.append((t + timedelta(seconds=dur * 0.9), "[@TS@: INFO/%s] billing.fx: cached 31 ECB rates for %s" % (worker, t.strftime("%Y-%m-%d"))))
        result = "None"
        if name == "billing.tasks.recalculate_subscription":
            result = "{'subscription': 'sub_%s', 'changed': %s}" % (hexs(r, 14), r.choice(["True", "False", "False"]))
        elif name == "billing.tasks.reconcile_payment_batch":
            result = "{'entries': %d, 'balanced': True}" % r.randint(800, 9000)
        elif name == "billing.tasks.sync_partner_invoice":
            result = "'PI-%d'" % r.randint(100000, 999999)
        pending.append((ft, "[@TS@: INFO/%s] Task %s[%s] succeeded in %.*fs: %s" % (worker, name, tid, r.choice([3, 4, 9]), dur, result)))
    return out


# ----------------------------------------------------------------------------- Tomcat catalina.out + access log

def gen_tomcat(r):
    t = datetime(2026, 3, 13, 5, 58, 40, 118000, tzinfo=UTC)
    out = []
    current = [None]

    def jts():
        return t.strftime("%d-%b-%Y %H:%M:%S.") + "%03d" % (t.microsecond // 1000)

    def switch(name):
        if current[0] != name:
            out.append("")
            out.append("==> /opt/tomcat/logs/%s <==" % name)
            current[0] = name

    def cat(level, thread, cls, msg):
        switch("catalina.out")
        out.append("%s %s [%s] %s %s" % (jts(), level, thread, cls, msg))

    def app(level, thread, logger, msg):
        switch("catalina.out")
        out.append("%s %5s 2417 --- [%15s] %-40s : %s" % (t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % (t.microsecond // 1000) + "Z", level, thread[-15:], logger[-40:], msg))

    def acc(ip, method, path, status, size, ms):
        switch("localhost_access_log.%s.txt" % t.strftime("%Y-%m-%d"))
        out.append('%s - - [%s] "%s %s HTTP/1.1" %d %s %d' % (ip, t.strftime("%d/%b/%Y:%H:%M:%S +0000"), method, path, status, size if size else "-", ms))

    out.append("$ tail -F /opt/tomcat/logs/catalina.out /opt/tomcat/logs/localhost_access_log.%s.txt" % t.strftime("%Y-%m-%d"))
    for msg in ["Server version name:   Apache Tomcat/10.1.36", "Server built:          Feb 12 2026 09:14:40 UTC", "Server version number: 10.1.36.0",
                "OS Name:               Linux", "OS Version:            6.1.0-31-amd64", "Architecture:          amd64",
                "Java Home:             /usr/lib/jvm/temurin-21-jre", "JVM Version:           21.0.6+7-LTS", "JVM Vendor:            Eclipse Adoptium",
                "CATALINA_BASE:         /opt/tomcat", "CATALINA_HOME:         /opt/tomcat",
                "Command line argument: -Djava.util.logging.config.file=/opt/tomcat/conf/logging.properties",
                "Command line argument: -Xms2g", "Command line argument: -Xmx2g", "Command line argument: -XX:+UseG1GC",
                "Command line argument: -Dspring.profiles.active=prod"]:
        t += timedelta(milliseconds=r.randint(0, 3))
        cat("INFO", "main", "org.apache.catalina.startup.VersionLoggerListener.log", msg)
    cat("INFO", "main", "org.apache.catalina.core.AprLifecycleListener.lifecycleEvent", "The Apache Tomcat Native library which allows using OpenSSL was not found on the java.library.path: [/usr/java/packages/lib:/usr/lib64:/lib64:/lib:/usr/lib]")
    t += timedelta(milliseconds=412)
    cat("INFO", "main", "org.apache.coyote.AbstractProtocol.init", "Initializing ProtocolHandler [\"http-nio-8080\"]")
    cat("INFO", "main", "org.apache.catalina.startup.Catalina.load", "Server initialization in [688] milliseconds")
    cat("INFO", "main", "org.apache.catalina.core.StandardService.startInternal", "Starting service [Catalina]")
    cat("INFO", "main", "org.apache.catalina.core.StandardEngine.startInternal", "Starting Servlet engine: [Apache Tomcat/10.1.36]")
    cat("INFO", "main", "org.apache.catalina.startup.HostConfig.deployWAR", "Deploying web application archive [/opt/tomcat/webapps/portal.war]")
    t += timedelta(seconds=3, milliseconds=211)
    cat("INFO", "main", "org.apache.jasper.servlet.TldScanner.scanJars", "At least one JAR was scanned for TLDs yet contained no TLDs. Enable debug logging for this logger for a complete list of JARs that were scanned but no TLDs were found in them. Skipping unneeded JARs during scanning can improve startup time and JSP compilation time.")
    app("INFO", "main", "c.e.portal.PortalApplication", "Starting PortalApplication v4.18.2 using Java 21.0.6 with PID 2417 (/opt/tomcat/webapps/portal/WEB-INF/classes started by tomcat in /opt/tomcat)")
    app("INFO", "main", "c.e.portal.PortalApplication", "The following 1 profile is active: \"prod\"")
    t += timedelta(seconds=2, milliseconds=84)
    app("INFO", "main", "o.s.d.r.c.RepositoryConfigurationDelegate", "Bootstrapping Spring Data JPA repositories in DEFAULT mode.")
    app("INFO", "main", "o.s.d.r.c.RepositoryConfigurationDelegate", "Finished Spring Data repository scanning in 211 ms. Found 23 JPA repository interfaces.")
    app("INFO", "main", "w.s.c.ServletWebServerApplicationContext", "Root WebApplicationContext: initialization completed in 2871 ms")
    app("INFO", "main", "com.zaxxer.hikari.HikariDataSource", "HikariPool-1 - Starting...")
    t += timedelta(milliseconds=388)
    app("INFO", "main", "com.zaxxer.hikari.pool.HikariPool", "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@3c9e1f0a")
    app("INFO", "main", "com.zaxxer.hikari.HikariDataSource", "HikariPool-1 - Start completed.")
    app("INFO", "main", "o.hibernate.jpa.internal.util.LogHelper", "HHH000204: Processing PersistenceUnitInfo [name: default]")
    app("INFO", "main", "org.hibernate.Version", "HHH000412: Hibernate ORM core version 6.6.5.Final")
    t += timedelta(seconds=1, milliseconds=920)
    app("INFO", "main", "j.LocalContainerEntityManagerFactoryBean", "Initialized JPA EntityManagerFactory for persistence unit 'default'")
    app("INFO", "main", "o.s.b.a.e.web.EndpointLinksResolver", "Exposing 3 endpoints beneath base path '/actuator'")
    app("INFO", "main", "c.e.portal.PortalApplication", "Started PortalApplication in 9.412 seconds (process running for 14.118)")
    cat("INFO", "main", "org.apache.catalina.startup.HostConfig.deployWAR", "Deployment of web application archive [/opt/tomcat/webapps/portal.war] has finished in [9,903] ms")
    cat("INFO", "main", "org.apache.catalina.startup.HostConfig.deployDirectory", "Deploying web application directory [/opt/tomcat/webapps/manager]")
    cat("INFO", "main", "org.apache.catalina.startup.HostConfig.deployDirectory", "Deployment of web application directory [/opt/tomcat/webapps/manager] has finished in [61] ms")
    cat("INFO", "main", "org.apache.coyote.AbstractProtocol.start", "Starting ProtocolHandler [\"http-nio-8080\"]")
    cat("INFO", "main", "org.apache.catalina.startup.Catalina.start", "Server startup in [10124] milliseconds")
    t += timedelta(seconds=4)
    cat("WARNING", "http-nio-8080-exec-1", "org.apache.catalina.util.SessionIdGeneratorBase.createSecureRandom", "Creation of SecureRandom instance for session ID generation using [SHA1PRNG] took [318] milliseconds.")

    lb = ["10.30.0.11", "10.30.0.12"]
    paths = [
        ("GET", "/portal/", 0.10), ("GET", "/portal/api/customers/%d", 0.16), ("GET", "/portal/api/customers/%d/contracts", 0.12),
        ("GET", "/portal/api/tickets?status=open&page=%d", 0.10), ("POST", "/portal/api/tickets", 0.04), ("PUT", "/portal/api/tickets/%d", 0.04),
        ("GET", "/portal/static/js/app.%s.js", 0.08), ("GET", "/portal/static/css/app.%s.css", 0.05), ("GET", "/portal/actuator/health", 0.16),
        ("POST", "/portal/login", 0.03), ("GET", "/portal/api/reports/monthly?month=2026-02", 0.02), ("GET", "/portal/api/search?q=%s", 0.10),
    ]
    bundle = hexs(r, 8)
    bundle_size = {"js": r.randint(380000, 520000), "css": r.randint(60000, 90000)}
    users = ["a.keller", "m.weber", "s.yilmaz", "j.novak", "t.schmidt", "l.rossi", "k.nguyen", "p.dubois"]
    next_job = t + timedelta(minutes=5)
    next_tls_probe = t + timedelta(minutes=r.randint(20, 50))
    while len(out) < 3900:
        t += timedelta(milliseconds=r.randint(30, 3200))
        if t >= next_job:
            app("INFO", "scheduling-1", "c.e.portal.jobs.TicketEscalationJob", "escalation run: %d open tickets checked, %d escalated, took %d ms" % (r.randint(180, 420), r.randint(0, 3), r.randint(40, 300)))
            if r.random() < 0.3:
                app("INFO", "scheduling-1", "c.e.portal.jobs.SessionCleanupJob", "removed %d expired remember-me tokens" % r.randint(0, 40))
            next_job = t + timedelta(minutes=5)
            continue
        if t >= next_tls_probe:
            cat("INFO", "http-nio-8080-exec-%d" % r.randint(1, 25), "org.apache.coyote.http11.Http11Processor.service",
                "Error parsing HTTP request header\n Note: further occurrences of HTTP request parsing errors will be logged at DEBUG level.\n\tjava.lang.IllegalArgumentException: Invalid character found in method name [0x160x030x010x020x000x010x000x01%s...]. HTTP method names must be tokens" % "".join("0x%02x" % r.randint(0, 255) for _ in range(4)))
            # the embedded newlines above belong to one log record; split them into lines
            last = out.pop()
            out.extend(last.split("\n"))
            acc("10.30.9.%d" % r.randint(2, 250), "-", "-", 400, 0, 1)
            out[-1] = out[-1].replace('"- - HTTP/1.1"', '"-"')
            next_tls_probe = t + timedelta(days=1)  # later ones are logged at DEBUG only
            continue
        x = r.random()
        a = 0.0
        method, path = paths[0][0], paths[0][1]
        for m, p, w in paths:
            a += w
            if x < a:
                method, path = m, p
                break
        if "%d" in path:
            path = path % r.randint(1, 99999) if "page" not in path else path % r.randint(1, 14)
        elif "%s" in path:
            path = path % (bundle if "static" in path else r.choice(["mueller", "contract+2025", "invoice", "router", "sla"]))
        ip = r.choice(lb)
        status, size, ms = 200, r.randint(600, 42000), int(r.lognormvariate(3.0, 0.8))
        if "actuator" in path:
            size, ms = 49, r.randint(1, 6)
        elif "static" in path:
            status, size, ms = (304, 0, r.randint(0, 2)) if r.random() < 0.6 else (200, bundle_size["js" if path.endswith(".js") else "css"], r.randint(2, 30))
        elif method == "POST" and path.endswith("/tickets"):
            status = 201
        elif path.endswith("/login"):
            status, size = 302, 0
            if r.random() < 0.85:
                app("INFO", "http-nio-8080-exec-%d" % r.randint(1, 25), "c.e.portal.security.LoginAuditListener", "login ok user=%s session=%s" % (r.choice(users), hexs(r, 32).upper()))
            else:
                app("INFO", "http-nio-8080-exec-%d" % r.randint(1, 25), "c.e.portal.security.LoginAuditListener", "login rejected user=%s reason=BadCredentials (attempt 1 of 5)" % r.choice(users))
        elif "monthly" in path:
            ms = r.randint(900, 2600)
            app("INFO", "http-nio-8080-exec-%d" % r.randint(1, 25), "c.e.portal.reports.MonthlyReportService", "monthly report 2026-02 built: %d rows in %d ms" % (r.randint(4000, 9000), ms - r.randint(5, 60)))
        elif "/api/" in path and r.random() < 0.03:
            status, size = 404, 682
        elif "/api/" in path and r.random() < 0.01:
            status, size = 401, 0
        acc(ip, method, path, status, size, ms)
    return out


# ----------------------------------------------------------------------------- PgBouncer

def gen_pgbouncer(r):
    t = datetime(2026, 3, 14, 0, 0, 2, 618000, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y-%m-%d %H:%M:%S.") + "%03d" % (t.microsecond // 1000) + " UTC"

    def log(level, msg):
        out.append("%s [1] %s %s" % (ts(), level, msg))

    def ptr():
        return "0x55%s" % hexs(r, 10)

    log("LOG", "kernel file descriptor limit: 1048576 (hard: 1048576); max_client_conn: 2000, max expected fd use: 2212")
    log("LOG", "listening on 0.0.0.0:6432")
    log("LOG", "listening on [::]:6432")
    log("LOG", "listening on unix:/tmp/.s.PGSQL.6432")
    log("LOG", "process up: PgBouncer 1.23.1, libevent 2.1.12-stable (epoll), adns: c-ares 1.27.0, tls: OpenSSL 3.0.15 3 Sep 2024")

    dbs = [("shop", "shop_app", 0.55), ("shop", "shop_ro", 0.20), ("billing", "billing_app", 0.17), ("shop", "metabase", 0.05), ("billing", "flyway", 0.03)]
    servers = {"shop": "10.20.4.21", "billing": "10.20.4.22"}
    clients = {}
    srv = []
    next_stats = t.replace(second=0, microsecond=0) + timedelta(minutes=1)
    next_reload = t + timedelta(minutes=r.randint(40, 90))
    while len(out) < 3350:
        step = timedelta(milliseconds=r.randint(50, 4500))
        if t + step >= next_stats:
            t = next_stats + timedelta(microseconds=r.randint(100, 3000))
            xacts = r.randint(180, 1400)
            log("LOG", "stats: %d xacts/s, %d queries/s, 0 client parses/s, 0 server parses/s, 0 binds/s, in %d B/s, out %d B/s, xact %d us, query %d us, wait %d us" % (
                xacts, int(xacts * r.uniform(1.8, 3.4)), r.randint(90000, 900000), r.randint(400000, 7000000), r.randint(900, 6000), r.randint(300, 2400), r.randint(0, 90)))
            next_stats += timedelta(minutes=1)
            continue
        t += step
        if t >= next_reload:
            log("LOG", "got SIGHUP, re-reading config")
            log("LOG", "RELOAD command issued")
            next_reload = t + timedelta(minutes=r.randint(70, 150))
            continue
        k = r.random()
        if k < 0.36 or not clients:
            x = r.random()
            a = 0.0
            db, user = dbs[0][0], dbs[0][1]
            for d, u, w in dbs:
                a += w
                if x < a:
                    db, user = d, u
                    break
            p = ptr()
            addr = "10.244.%d.%d:%d" % (r.randint(0, 7), r.randint(2, 250), r.randint(32000, 60999))
            clients[p] = (db, user, addr, t)
            tls = "TLSv1.3/TLS_AES_256_GCM_SHA384" if user != "flyway" else "no"
            log("LOG", "C-%s: %s/%s@%s login attempt: db=%s user=%s tls=%s replication=no" % (p, db, user, addr, db, user, tls))
        elif k < 0.70:
            p = r.choice(list(clients))
            db, user, addr, since = clients.pop(p)
            age = max(0, int((t - since).total_seconds()))
            reason = "client close request" if r.random() < 0.93 else "client unexpected eof"
            log("LOG", "C-%s: %s/%s@%s closing because: %s (age=%ds)" % (p, db, user, addr, reason, age))
        elif k < 0.82:
            db = r.choice(["shop", "shop", "billing"])
            user = {"shop": r.choice(["shop_app", "shop_app", "shop_ro"]), "billing": "billing_app"}[db]
            p = ptr()
            srv.append((p, db, user, t))
            log("LOG", "S-%s: %s/%s@%s:5432 new connection to server (from 10.20.3.15:%d)" % (p, db, user, servers[db], r.randint(32000, 60999)))
        elif k < 0.94 and srv:
            p, db, user, since = srv.pop(r.randrange(len(srv)))
            age = max(1, int((t - since).total_seconds()))
            reason = r.choice(["server idle timeout", "server idle timeout", "server lifetime over"])
            log("LOG", "S-%s: %s/%s@%s:5432 closing because: %s (age=%ds)" % (p, db, user, servers[db], reason, age))
        elif k < 0.97:
            p, port = ptr(), r.randint(32000, 60999)
            log("LOG", "C-%s: pgbouncer/stats_collector@10.244.6.41:%d login attempt: db=pgbouncer user=stats_collector tls=no replication=no" % (p, port))
            t += timedelta(milliseconds=r.randint(3, 40))
            log("LOG", "C-%s: pgbouncer/stats_collector@10.244.6.41:%d closing because: client close request (age=0s)" % (p, port))
        else:
            log("LOG", "S-%s: shop/shop_app@10.20.4.21:5432 new connection to server (from 10.20.3.15:%d)" % (ptr(), r.randint(32000, 60999)))
    return out


GENERATORS = [
    ("j-envoy-sidecar-access.log", gen_envoy),
    ("j-celery-worker.log", gen_celery),
    ("j-tomcat-catalina-access.log", gen_tomcat),
    ("j-pgbouncer.log", gen_pgbouncer),
]


def main(argv):
    write_all(GENERATORS, SEED, argv)


if __name__ == "__main__":
    main(sys.argv)
