#!/usr/bin/env python3
"""Generate four more long logs of healthy systems for the diagnosis evaluation set.

What it writes: 4 files under tests/eval/cases/healthy/ (each 2,000-3,000 lines): a MySQL 8.0
error log, a CoreDNS query log (kubernetes), a Redis 7.2 primary's log and an Elasticsearch 8 data
node's log. Each is a system working normally with its routine noise (aborted idle connections,
NXDOMAIN answers for search-path expansions, RDB saves and replica resyncs, GC overhead lines,
index rollovers and transient YELLOW health). The labels are kept by hand in
tests/eval/labels/healthy.tsv (from reading the knowledge base, not from this script).

How to run it (from the repository root, Python 3.8 or newer, standard library only):

    python3 tests/eval/tools/make_healthy_c.py          # writes tests/eval/cases/healthy/*.log
    python3 tests/eval/tools/make_healthy_c.py OUTDIR   # writes them into OUTDIR instead

Deterministic like make_healthy.py: each log draws from its own random.Random seeded with SEED and
the log's name, and the script reads no clock, environment or file. Names, addresses (private
ranges, example.com, internal host names), ids and timestamps (2025) are made up.
"""

import sys
from datetime import datetime, timedelta, timezone

from healthy_logs import write_all

SEED = 20251124
UTC = timezone.utc


def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def b64ish(r, n):
    return "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


# ----------------------------------------------------------------------------- MySQL 8.0 error log

def gen_mysql_error(r):
    t = datetime(2025, 11, 17, 3, 58, 41, 112000, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%06dZ" % min(999999, t.microsecond + r.randint(0, 999))

    def line(thread, prio, code, sub, msg):
        out.append("%s %d [%s] [MY-%06d] [%s] %s" % (ts(), thread, prio, code, sub, msg))

    line(0, "System", 10116, "Server", "/usr/sbin/mysqld (mysqld 8.0.40) starting as process 1123")
    line(1, "System", 13576, "InnoDB", "InnoDB initialization has started.")
    t += timedelta(seconds=2, microseconds=418000)
    line(1, "System", 13577, "InnoDB", "InnoDB initialization has ended.")
    line(0, "Warning", 10068, "Server", "CA certificate ca.pem is self signed.")
    line(0, "System", 13602, "Server", "Channel mysql_main configured to support TLS. Encrypted connections are now supported for this channel.")
    line(0, "Warning", 11810, "Server", "Insecure configuration for --pid-file: Location '/var/run/mysqld' in the path is accessible to all OS users. Consider choosing a different directory.")
    line(0, "System", 11323, "Server", "X Plugin ready for connections. Bind-address: '::' port: 33060, socket: /var/run/mysqld/mysqlx.sock")
    line(0, "System", 10931, "Server", "/usr/sbin/mysqld: ready for connections. Version: '8.0.40'  socket: '/var/run/mysqld/mysqld.sock'  port: 3306  MySQL Community Server - GPL.")
    users = [("shop_app", "shop"), ("shop_app", "shop"), ("shop_app", "shop"), ("reporting", "shop"),
             ("billing_svc", "billing"), ("billing_svc", "billing"), ("exporter", None), ("airflow", "warehouse")]
    hosts = ["10.20.3.%d" % i for i in (14, 15, 16, 22, 31, 40, 41)] + ["10.20.5.%d" % i for i in (7, 8, 9)]
    thread = 8
    while len(out) < 2400:
        t += timedelta(seconds=r.randint(4, 70), microseconds=r.randint(0, 999999))
        thread += r.randint(1, 9)
        x = r.random()
        u, db = r.choice(users)
        h = r.choice(hosts)
        dbs = "'%s'" % db if db else "'unconnected'"
        if x < 0.46:
            line(thread, "Note", 10914, "Server", "Aborted connection %d to db: %s user: '%s' host: '%s' (Got an error reading communication packets)." % (thread, dbs, u, h))
        elif x < 0.64:
            line(thread, "Note", 10914, "Server", "Aborted connection %d to db: %s user: '%s' host: '%s' (Got timeout reading communication packets)." % (thread, dbs, u, h))
        elif x < 0.78:
            line(thread, "Note", 13730, "Server", "'wait_timeout' period of 28800 seconds was exceeded for `%s`@`%s`. The idle time since last command was too long." % (u, h))
        elif x < 0.86:
            line(0, "Note", 11953, "InnoDB", "Page cleaner took %dms to flush %d and evict 0 pages" % (r.randint(4100, 9800), r.randint(120, 4000)))
        elif x < 0.91:
            line(thread, "Warning", 10055, "Server", "IP address '%s' could not be resolved: Name or service not known" % r.choice(hosts))
        elif x < 0.95:
            line(0, "Note", 10914, "Server", "Aborted connection %d to db: 'unconnected' user: 'unauthenticated' host: '10.20.9.%d' (Got an error reading communication packets)." % (thread, r.randint(2, 250)))
        elif x < 0.985:
            line(thread, "Note", 10914, "Server", "Aborted connection %d to db: %s user: '%s' host: '%s' (Got an error writing communication packets)." % (thread, dbs, u, h))
        else:
            line(0, "Warning", 13360, "Server", "Plugin mysql_native_password reported: ''mysql_native_password' is deprecated and will be removed in a future release. Please use caching_sha2_password instead'")
    return out


# ----------------------------------------------------------------------------- CoreDNS query log

def gen_coredns(r):
    t = datetime(2025, 11, 20, 8, 0, 0, tzinfo=UTC)
    out = []
    out.append(".:53")
    out.append("[INFO] plugin/reload: Running configuration SHA512 = %s" % hexs(r, 128))
    out.append("CoreDNS-1.11.3")
    out.append("linux/amd64, go1.21.11, a6338e9")
    out.append("[WARNING] No files matching import glob pattern: /etc/coredns/custom/*.override")
    out.append("[WARNING] No files matching import glob pattern: /etc/coredns/custom/*.server")
    clients = ["10.244.%d.%d" % (r.randint(0, 5), r.randint(2, 250)) for _ in range(40)]
    svc = ["orders-db.shop", "orders-api.shop", "redis-master.cache", "kafka-0.kafka-headless.streaming",
           "kafka-1.kafka-headless.streaming", "keycloak.auth", "prometheus-server.monitoring",
           "loki-gateway.monitoring", "payments-gateway.payments", "minio.storage"]
    ext = ["api.example.com", "hooks.example.com", "sts.amazonaws.example.net", "pypi.org", "registry.example.com",
           "objects.example.net", "login.example.com"]
    search = ["shop.svc.cluster.local", "svc.cluster.local", "cluster.local", "eu-west-1.compute.internal"]
    while len(out) < 2800:
        t += timedelta(milliseconds=r.randint(5, 900))
        c = r.choice(clients)
        port = r.randint(32768, 60999)
        qid = r.randint(1, 65535)
        x = r.random()
        if x < 0.45:
            name = r.choice(svc) + ".svc.cluster.local."
            typ = r.choice(["A", "A", "A", "AAAA"])
            rc, size = ("NOERROR", r.choice([104, 106, 118])) if typ == "A" else ("NOERROR", r.choice([151, 163]))
            out.append('[INFO] %s:%d - %d "%s IN %s udp %d false 512" %s qr,aa,rd %d %.9fs' % (c, port, qid, typ, name, len(name) + 17, rc, size, r.uniform(0.00004, 0.0004)))
        elif x < 0.83:
            e = r.choice(ext)
            s = r.choice(search)
            name = "%s.%s." % (e, s)
            typ = r.choice(["A", "AAAA"])
            out.append('[INFO] %s:%d - %d "%s IN %s udp %d false 512" NXDOMAIN qr,aa,rd %d %.9fs' % (c, port, qid, typ, name, len(name) + 17, r.choice([150, 163, 171]), r.uniform(0.00004, 0.0003)))
        elif x < 0.97:
            e = r.choice(ext) + "."
            typ = r.choice(["A", "AAAA"])
            out.append('[INFO] %s:%d - %d "%s IN %s udp %d false 1232" NOERROR qr,rd,ra %d %.9fs' % (c, port, qid, typ, e, len(e) + 17, r.choice([92, 108, 140, 201]), r.uniform(0.0005, 0.03)))
        elif x < 0.995:
            name = "_grpclb._tcp.%s.svc.cluster.local." % r.choice(svc)
            out.append('[INFO] %s:%d - %d "SRV IN %s udp %d false 512" NXDOMAIN qr,aa,rd %d %.9fs' % (c, port, qid, name, len(name) + 17, 159, r.uniform(0.00004, 0.0002)))
        else:
            out.append("[INFO] plugin/reload: Running configuration SHA512 = %s" % hexs(r, 128))
        if len(out) == 1500:
            out.append('[WARNING] plugin/kubernetes: pkg/mod/k8s.io/client-go@v0.29.3/tools/cache/reflector.go:229: watch of *v1.EndpointSlice ended with: an error on the server ("unable to decode an event from the watch stream: http2: client connection lost") has prevented the request from succeeding')
            out.append("[INFO] plugin/kubernetes: pkg/mod/k8s.io/client-go@v0.29.3/tools/cache/reflector.go:229: watch of *v1.Namespace ended with: very short watch: Unexpected watch close - watch lasted less than a second and no items received")
    return out


# ----------------------------------------------------------------------------- Redis 7.2 primary

def gen_redis(r):
    t = datetime(2025, 11, 21, 0, 0, 3, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%d %b %Y %H:%M:%S.") + "%03d" % (t.microsecond // 1000)

    out.append("1:C %s * oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo" % ts())
    out.append("1:C %s * Redis version=7.2.6, bits=64, commit=00000000, modified=0, pid=1, just started" % ts())
    out.append("1:C %s * Configuration loaded" % ts())
    out.append("1:M %s * monotonic clock: POSIX clock_gettime" % ts())
    out.append("1:M %s * Running mode=standalone, port=6379." % ts())
    out.append("1:M %s # WARNING Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition. Being disabled, it can also cause failures without low memory condition, see https://github.com/jemalloc/jemalloc/issues/1328. To fix this issue add 'vm.overcommit_memory = 1' to /etc/sysctl.conf and then reboot or run the command 'sysctl vm.overcommit_memory=1' for this to take effect." % ts())
    out.append("1:M %s * Server initialized" % ts())
    out.append("1:M %s * Loading RDB produced by version 7.2.6" % ts())
    out.append("1:M %s * RDB age 41 seconds" % ts())
    out.append("1:M %s * RDB memory usage when created 412.87 Mb" % ts())
    t += timedelta(seconds=3, milliseconds=204)
    out.append("1:M %s * Done loading RDB, keys loaded: 1831204, keys expired: 2211." % ts())
    out.append("1:M %s * DB loaded from disk: 3.204 seconds" % ts())
    out.append("1:M %s * Ready to accept connections tcp" % ts())
    replicas = ["10.30.2.11:6379", "10.30.2.12:6379"]
    offset = 188000000
    pid = 40
    while len(out) < 2200:
        t += timedelta(seconds=r.randint(20, 300), milliseconds=r.randint(0, 999))
        x = r.random()
        offset += r.randint(100000, 9000000)
        if x < 0.55:
            pid += r.randint(3, 40)
            n = r.choice([("100 changes in 300 seconds", 1), ("10000 changes in 60 seconds", 1), ("1 changes in 3600 seconds", 1)])[0]
            out.append("1:M %s * %s. Saving..." % (ts(), n))
            out.append("1:M %s * Background saving started by pid %d" % (ts(), pid))
            t += timedelta(seconds=r.randint(2, 6), milliseconds=r.randint(0, 999))
            out.append("%d:C %s * DB saved on disk" % (pid, ts()))
            cow = r.randint(1, 24)
            out.append("%d:C %s * Fork CoW for RDB: current %d MB, peak %d MB, average %d MB" % (pid, ts(), cow, cow + r.randint(0, 6), max(1, cow // 2)))
            t += timedelta(milliseconds=r.randint(80, 400))
            out.append("1:M %s * Background saving terminated with success" % ts())
        elif x < 0.62:
            rep = r.choice(replicas)
            out.append("1:M %s # Connection with replica %s lost." % (ts(), rep))
            t += timedelta(seconds=r.randint(8, 40))
            out.append("1:M %s * Replica %s asks for synchronization" % (ts(), rep))
            out.append("1:M %s * Partial resynchronization request from %s accepted. Sending %d bytes of backlog starting from offset %d." % (ts(), rep, r.randint(0, 90000), offset))
        elif x < 0.64:
            rep = r.choice(replicas)
            out.append("1:M %s * Replica %s asks for synchronization" % (ts(), rep))
            out.append("1:M %s * Full resync requested by replica %s" % (ts(), rep))
            out.append("1:M %s * Replication backlog created, my new replication IDs are '%s' and '0000000000000000000000000000000000000000'" % (ts(), hexs(r, 40)))
            pid += r.randint(3, 40)
            out.append("1:M %s * Starting BGSAVE for SYNC with target: disk" % ts())
            out.append("1:M %s * Background saving started by pid %d" % (ts(), pid))
            t += timedelta(seconds=r.randint(3, 7))
            out.append("%d:C %s * DB saved on disk" % (pid, ts()))
            out.append("%d:C %s * Fork CoW for RDB: current 3 MB, peak 3 MB, average 2 MB" % (pid, ts()))
            out.append("1:M %s * Background saving terminated with success" % ts())
            t += timedelta(seconds=r.randint(1, 4))
            out.append("1:M %s * Synchronization with replica %s succeeded" % (ts(), rep))
        elif x < 0.70:
            out.append("1:M %s * Lazy freeing %d keys of db 0 in background" % (ts(), r.randint(1000, 90000))) if r.random() < 0.3 else \
                out.append("1:M %s * DB 0: %d keys (%d volatile) in %d slots HT." % (ts(), r.randint(1800000, 1900000), r.randint(600000, 700000), 2097152))
        else:
            pid += r.randint(3, 40)
            out.append("1:M %s * 10000 changes in 60 seconds. Saving..." % ts())
            out.append("1:M %s * Background saving started by pid %d" % (ts(), pid))
            t += timedelta(seconds=r.randint(2, 6))
            out.append("%d:C %s * DB saved on disk" % (pid, ts()))
            out.append("%d:C %s * Fork CoW for RDB: current %d MB, peak %d MB, average %d MB" % (pid, ts(), r.randint(2, 30), r.randint(30, 40), r.randint(1, 10)))
            out.append("1:M %s * Background saving terminated with success" % ts())
    return out


# ----------------------------------------------------------------------------- Elasticsearch 8 data node

def gen_elasticsearch(r):
    t = datetime(2025, 11, 22, 0, 0, 1, tzinfo=UTC)
    out = []
    node = "es-data-1"

    def ts():
        return t.strftime("%Y-%m-%dT%H:%M:%S,") + "%03d" % (t.microsecond // 1000)

    def line(level, logger, msg):
        out.append("[%s][%-5s][%s] [%s] %s" % (ts(), level, logger, node, msg))

    gc = 912004
    day = 22
    indices = ["logs-app", "logs-nginx", "logs-k8s-events", "metrics-node", "traces-apm"]
    while len(out) < 2600:
        t += timedelta(seconds=r.randint(3, 120), milliseconds=r.randint(0, 999))
        gc += r.randint(3, 120)
        x = r.random()
        if t.day != day:
            day = t.day
            for ix in indices:
                name = "%s-2025.11.%02d" % (ix, day)
                line("INFO", "o.e.c.m.MetadataCreateIndexService", "[%s] creating index, cause [auto(bulk api)], templates [%s], shards [3]/[1]" % (name, ix))
                line("INFO", "o.e.c.r.a.AllocationService", "current.health=\"YELLOW\" message=\"Cluster health status changed from [GREEN] to [YELLOW] (reason: [index [%s] created]).\" previous.health=\"GREEN\" reason=\"index [%s] created\"" % (name, name))
                t += timedelta(seconds=r.randint(1, 4))
                line("INFO", "o.e.c.r.a.AllocationService", "current.health=\"GREEN\" message=\"Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[%s][0]]]).\" previous.health=\"YELLOW\" reason=\"shards started [[%s][0]]\"" % (name, name))
            continue
        if x < 0.50:
            line("INFO", "o.e.m.j.JvmGcMonitorService", "[gc][%d] overhead, spent [%dms] collecting in the last [1s]" % (gc, r.randint(251, 480)))
        elif x < 0.58:
            line("WARN", "o.e.m.j.JvmGcMonitorService", "[gc][%d] overhead, spent [%dms] collecting in the last [1.%ds]" % (gc, r.randint(500, 740), r.randint(0, 3)))
        elif x < 0.70:
            ix = r.choice(indices)
            line("INFO", "o.e.x.i.IndexLifecycleTransition", "moving index [.ds-%s-2025.11.%02d-%06d] from [{\"phase\":\"hot\",\"action\":\"rollover\",\"name\":\"check-rollover-ready\"}] to [{\"phase\":\"hot\",\"action\":\"rollover\",\"name\":\"attempt-rollover\"}] in policy [%s-policy]" % (ix, day, r.randint(1, 40), ix))
        elif x < 0.80:
            ix = r.choice(indices)
            line("INFO", "o.e.c.m.MetadataMappingService", "[%s-2025.11.%02d/%s] update_mapping [_doc]" % (ix, day, b64ish(r, 22)))
        elif x < 0.86:
            line("INFO", "o.e.i.e.Engine", "[%s-2025.11.%02d][%d] merge segment [_%s] done: took [%.1fs], [%.1f mb], [%d docs], [0s stopped], [%.1fs throttled]" % (r.choice(indices), day, r.randint(0, 2), b64ish(r, 3).lower(), r.uniform(30, 200), r.uniform(200, 2500), r.randint(200000, 4000000), r.uniform(0, 60)))
        elif x < 0.90:
            line("INFO", "o.e.x.m.MlDailyMaintenanceService", "triggering ML daily maintenance tasks") if r.random() < 0.1 else \
                line("INFO", "o.e.c.r.a.DiskThresholdMonitor", "skipping monitor as a check is already in progress")
        elif x < 0.95:
            ix = r.choice(indices)
            line("INFO", "o.e.x.i.IndexLifecycleRunner", "policy [%s-policy] for index [%s-2025.11.%02d] on an error step due to a transient error, moving back to the failed step [check-rollover-ready] for execution. retry attempt [1]" % (ix, ix, max(1, day - 1))) if r.random() < 0.05 else \
                line("INFO", "o.e.c.m.MetadataDeleteIndexService", "[%s-2025.10.%02d/%s] deleting index" % (ix, r.randint(1, 28), b64ish(r, 22)))
        else:
            snap = "nightly-2025.11.%02d-%s" % (day, b64ish(r, 22).lower())
            line("INFO", "o.e.s.SnapshotsService", "snapshot [s3_backups:%s/%s] started" % (snap, b64ish(r, 22)))
            t += timedelta(seconds=r.randint(40, 400))
            line("INFO", "o.e.s.SnapshotsService", "snapshot [s3_backups:%s/%s] completed with state [SUCCESS]" % (snap, b64ish(r, 22)))
    return out


GENERATORS = [
    ("mysql-error.log", gen_mysql_error),
    ("coredns.log", gen_coredns),
    ("redis-server.log", gen_redis),
    ("elasticsearch-node.log", gen_elasticsearch),
]


def main(argv):
    write_all(GENERATORS, SEED, argv)


if __name__ == "__main__":
    main(sys.argv)
