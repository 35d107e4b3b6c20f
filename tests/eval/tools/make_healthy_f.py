#!/usr/bin/env python3
"""Generate four more long logs of healthy systems for the diagnosis evaluation set (batch f).

What it writes: 4 files under tests/eval/cases/healthy/ (each 3,000-3,700 lines): a Grafana 11
server log (logfmt request lines, alerting scheduler, cleanup and usage-stats jobs), a Keycloak 25
server log with event logging at INFO (logins, token exchanges and refreshes, logouts, the odd
mistyped password), a Consul 1.20 client agent log at DEBUG (HTTP API requests, check syncs,
serf/memberlist gossip, anti-entropy) and a Gitea 1.22 log (router lines, cron tasks, SSH
pushes, webhooks delivered). Each is a system working normally with its routine noise. The
labels are kept by hand in tests/eval/labels/healthy.tsv (from reading the knowledge base, not
from this script).

How to run it (from the repository root, Python 3.8 or newer, standard library only):

    python3 tests/eval/tools/make_healthy_f.py          # writes tests/eval/cases/healthy/*.log
    python3 tests/eval/tools/make_healthy_f.py OUTDIR   # writes them into OUTDIR instead

Deterministic like make_healthy_c.py: each log draws from its own random.Random seeded with SEED
and the log's name, and the script reads no clock, environment or file. Names, addresses (private
ranges, example.com, internal host names), ids and timestamps (2026) are made up.
"""

import sys
from datetime import datetime, timedelta, timezone

from healthy_logs import write_all

SEED = 20260614
UTC = timezone.utc


def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def uuid(r):
    return "%s-%s-4%s-%s%s-%s" % (hexs(r, 8), hexs(r, 4), hexs(r, 3), r.choice("89ab"), hexs(r, 3), hexs(r, 12))


def alnum(r, n):
    return "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


# ----------------------------------------------------------------------------- Grafana 11 server

def gen_grafana(r):
    t = datetime(2026, 6, 8, 6, 0, 3, 118000, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % (t.microsecond // 1000) + "Z"

    def line(logger, level, msg, **kv):
        parts = ["logger=%s" % logger, "t=%s" % ts(), "level=%s" % level, 'msg="%s"' % msg]
        for k, v in kv.items():
            v = str(v)
            parts.append("%s=%s" % (k, '"%s"' % v if (" " in v or v == "") else v))
        out.append(" ".join(parts))

    line("settings", "info", "Starting Grafana", version="11.3.1", commit="9e1a3f27c4", branch="HEAD", compiled="2026-05-21T09:12:44Z")
    line("settings", "info", "Config loaded from", file="/usr/share/grafana/conf/defaults.ini")
    line("settings", "info", "Config overridden from Environment variable", var="GF_SERVER_ROOT_URL=https://grafana.example.com/")
    line("settings", "info", "Config overridden from Environment variable", var="GF_DATABASE_TYPE=postgres")
    line("settings", "info", "Config overridden from Environment variable", var="GF_DATABASE_PASSWORD=*********")
    line("settings", "info", "Path Home", path="/usr/share/grafana")
    line("settings", "info", "Path Data", path="/var/lib/grafana")
    line("settings", "info", "App mode production")
    line("featuremgmt", "info", "FeatureToggles", alertingSimplifiedRouting="true", dataplaneFrontendFallback="true", lokiQuerySplitting="true")
    line("sqlstore", "info", "Connecting to DB", dbtype="postgres")
    line("migrator", "info", "Locking database")
    line("migrator", "info", "Starting DB migrations")
    line("migrator", "info", "migrations completed", performed=0, skipped=612, duration="1.044ms")
    line("migrator", "info", "Unlocking database")
    line("secrets", "info", "Envelope encryption state", enabled="true", currentprovider="secretKey.v1")
    line("plugin.store", "info", "Loading plugins...")
    line("plugin.store", "info", "Plugins loaded", count=58, duration="118.92ms")
    line("http.server", "info", "HTTP Server Listen", address="[::]:3000", protocol="http", subUrl="", socket="")
    line("ngalert.state.manager", "info", "Warming state cache for startup")
    line("ngalert.state.manager", "info", "State cache has been initialized", states=214, duration="41.8ms")
    line("ngalert.scheduler", "info", "Starting scheduler", tickInterval="10s", maxAttempts=1)
    line("ticker", "info", "starting", first=ts())
    line("grafana-apiserver", "info", "Adding GroupVersion folder.grafana.app v0alpha1 to ResourceManager")
    line("infra.usagestats.collector", "info", "registering usage stat providers", usageStatsProvidersLen=2)

    users = [(3, "ana.k"), (7, "b.okafor"), (12, "chen.w"), (15, "d.silva"), (21, "e.novak"), (24, "f.haddad"),
             (31, "g.lind"), (2, "admin-svc")]
    dash = ["k8s-cluster-ov", "node-exporter-full", "shop-checkout", "pg-overview", "kafka-lag", "api-slo", "nginx-ingress",
            "redis-overview", "payments-red", "jvm-micrometer"]
    api_paths = [("GET", "/api/dashboards/uid/%s", "/api/dashboards/uid/:uid"), ("POST", "/api/ds/query", "/api/ds/query"),
                 ("GET", "/api/search", "/api/search"), ("GET", "/api/user/preferences", "/api/user/preferences"),
                 ("GET", "/api/annotations", "/api/annotations"), ("GET", "/api/prometheus/grafana/api/v1/rules", "/api/prometheus/grafana/api/v1/rules"),
                 ("GET", "/api/live/ws", "/api/live/ws"), ("GET", "/api/folders", "/api/folders"),
                 ("GET", "/api/datasources/uid/%s/resources/api/v1/labels", "/api/datasources/uid/:uid/resources/*"),
                 ("POST", "/api/frontend-metrics", "/api/frontend-metrics")]
    ds = ["prom-main", "loki-main", "tempo-main", "pg-reporting"]
    rules = ["HighErrorRate", "CheckoutLatencyP99", "DiskWillFillIn4h", "KafkaConsumerLag", "CertExpirySoon",
             "NodeMemoryPressure", "PgReplicationLag", "RedisEvictions"]
    while len(out) < 3350:
        t += timedelta(seconds=r.randint(1, 9), milliseconds=r.randint(0, 999))
        k = r.random()
        uid, uname = r.choice(users)
        if k < 0.62:
            m, p, h = r.choice(api_paths)
            path = p % (r.choice(dash) if "dashboards" in p else r.choice(ds)) if "%s" in p else p
            status = 200
            q = r.random()
            if q < 0.03:
                status = 304
            elif q < 0.045 and m == "GET":
                status = 404
            elif q < 0.05:
                status = 401
            dur = r.uniform(0.8, 60) if "ds/query" not in path else r.uniform(40, 2400)
            line("context", "info", "Request Completed", userId=uid, orgId=1, uname=uname, method=m, path=path, status=status,
                 remote_addr="10.40.%d.%d" % (r.randint(1, 9), r.randint(2, 250)), time_ms=int(dur), duration="%.3fms" % dur,
                 size=r.randint(0, 90000) if status == 200 else 0,
                 referer="https://grafana.example.com/d/%s" % r.choice(dash), handler=h, status_source="server")
        elif k < 0.70:
            line("ngalert.sender.router", "info", "Sending alerts to local notifier", rule_uid=alnum(r, 14), org_id=1, count=r.randint(1, 3))
        elif k < 0.76:
            rule = r.choice(rules)
            line("ngalert.state.manager", "info", "State changed", rule_uid=alnum(r, 14), rule_title=rule,
                 previous=r.choice(["Normal", "Pending"]), current=r.choice(["Normal", "Pending", "Normal"]))
        elif k < 0.80:
            line("infra.usagestats", "info", "Usage stats are ready to report") if r.random() < 0.05 else \
                line("live", "info", "Initialized channel handler", channel="grafana/dashboard/uid/%s" % r.choice(dash), address="grafana/dashboard/uid/%s" % r.choice(dash))
        elif k < 0.84:
            line("cleanup", "info", "Completed cleanup jobs", duration="%.2fms" % r.uniform(8, 90))
        elif k < 0.87:
            line("plugins.update.checker", "info", "Update check succeeded", duration="%.2fms" % r.uniform(200, 900))
        elif k < 0.90:
            line("tsdb.loki", "info", "Response received from loki", status="ok", start="%s" % (t - timedelta(hours=6)).strftime("%Y-%m-%dT%H:%M:%SZ"),
                 end=t.strftime("%Y-%m-%dT%H:%M:%SZ"), step="1m0s", query='sum by (level) (count_over_time({app="checkout"} [1m]))',
                 queryType="range", direction="backward", maxLines=1000, supportingQueryType="none", lokiHost="loki-gateway.monitoring:80",
                 lokiPath="/loki/api/v1/query_range", duration="%.3fms" % r.uniform(30, 900), stage="databaseRequest")
        elif k < 0.93:
            line("authn.service", "info", "Failed to authenticate request", client="auth.client.session", error="user token not found") if r.random() < 0.3 else \
                line("accesscontrol", "info", "Permission cache hit", userId=uid)
        elif k < 0.955:
            line("query_data", "warn", "Datasource query took long", datasource=r.choice(ds), duration="%.2fs" % r.uniform(5, 14), refId="A")
        elif k < 0.98:
            line("ngalert.multiorg.alertmanager", "info", "Alertmanager configuration applied", org=1)
        else:
            line("infra.serverlock", "info", "Server lock acquired", actionName="delete expired images")
    return out


# ----------------------------------------------------------------------------- Keycloak 25 server

def gen_keycloak(r):
    t = datetime(2026, 6, 9, 7, 0, 1, 402000, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y-%m-%d %H:%M:%S,") + "%03d" % (t.microsecond // 1000)

    def line(level, cat, thread, msg):
        out.append("%s %-5s [%s] (%s) %s" % (ts(), level, cat, thread, msg))

    line("INFO", "org.keycloak.quarkus.runtime.hostname.DefaultHostnamePreview", "main", "Hostname settings: Base URL: https://sso.example.com, Hostname: sso.example.com, Strict HTTPS: true, Path: <request>, Strict BackChannel: false, Admin URL: <unset>, Admin: <request>, Port: -1, Proxied: true")
    line("INFO", "org.keycloak.spi.infinispan.impl.embedded.JGroupsConfigurator", "main", "JGroups JDBC_PING discovery enabled.")
    line("INFO", "org.infinispan.CONTAINER", "main", "Virtual threads support enabled")
    line("INFO", "org.infinispan.CLUSTER", "main", "ISPN000078: Starting JGroups channel `ISPN` with stack `jdbc-ping`")
    line("INFO", "org.jgroups.JChannel", "main", "local_addr: %s, name: keycloak-0-%d" % (uuid(r), r.randint(10000, 99999)))
    line("INFO", "org.infinispan.CLUSTER", "main", "ISPN000094: Received new cluster view for channel ISPN: [keycloak-0-41822|11] (2) [keycloak-0-41822, keycloak-1-30917]")
    line("INFO", "org.infinispan.CLUSTER", "main", "ISPN000079: Channel `ISPN` local address is `keycloak-0-41822`, physical addresses are `[10.60.2.14:7800]`")
    line("INFO", "org.keycloak.connections.infinispan.DefaultInfinispanConnectionProviderFactory", "main", "Node name: keycloak-0-41822, Site name: null")
    line("INFO", "org.keycloak.broker.provider.AbstractIdentityProviderMapper", "main", "Registering class org.keycloak.broker.provider.mappersync.ConfigSyncEventListener")
    line("INFO", "io.quarkus", "main", "Keycloak 25.0.6 on JVM (powered by Quarkus 3.8.6) started in 11.804s. Listening on: http://0.0.0.0:8080. Management interface listening on http://0.0.0.0:9000.")
    line("INFO", "io.quarkus", "main", "Profile prod activated.")
    line("INFO", "io.quarkus", "main", "Installed features: [agroal, cdi, hibernate-orm, jdbc-postgresql, keycloak, logging-gelf, micrometer, narayana-jta, opentelemetry, reactive-routes, rest, rest-jackson, smallrye-context-propagation, smallrye-health, vertx]")

    realms = [("acme", 0.7), ("partners", 0.2), ("master", 0.1)]
    realm_ids = {"acme": uuid(r), "partners": uuid(r), "master": uuid(r)}
    clients = {"acme": ["portal", "mobile-app", "grafana", "gitea", "admin-console"], "partners": ["partner-portal", "partner-api"],
               "master": ["security-admin-console", "admin-cli"]}
    users = {}
    for realm in realms:
        users[realm[0]] = [uuid(r) for _ in range(40 if realm[0] == "acme" else 12)]
    sessions = []
    th = 0
    while len(out) < 3450:
        t += timedelta(seconds=r.randint(0, 14), milliseconds=r.randint(0, 999))
        th = (th + r.randint(1, 5)) % 64
        thread = "executor-thread-%d" % th
        realm = r.choices([x[0] for x in realms], [x[1] for x in realms])[0]
        client = r.choice(clients[realm])
        user = r.choice(users[realm])
        ip = "10.%d.%d.%d" % (r.choice([40, 50, 70]), r.randint(0, 20), r.randint(2, 250))
        k = r.random()
        base = 'realmId="%s", realmName="%s", clientId="%s", userId="%s"' % (realm_ids[realm], realm, client, user)
        if k < 0.22:
            sid = uuid(r)
            sessions.append((realm, client, user, sid))
            line("INFO", "org.keycloak.events", thread, 'type="LOGIN", %s, sessionId="%s", ipAddress="%s", auth_method="openid-connect", auth_type="code", response_type="code", redirect_uri="https://%s.example.com/oauth/callback", consent="no_consent_required", code_id="%s", username="%s", response_mode="query", authSessionParentId="%s", authSessionTabId="%s"'
                 % (base, sid, ip, client, sid, "user%03d" % r.randint(1, 400), sid, alnum(r, 11)))
        elif k < 0.42 and sessions:
            realm2, client2, user2, sid = r.choice(sessions)
            line("INFO", "org.keycloak.events", thread, 'type="CODE_TO_TOKEN", realmId="%s", realmName="%s", clientId="%s", userId="%s", sessionId="%s", ipAddress="%s", token_id="%s", grant_type="authorization_code", refresh_token_type="Refresh", scope="openid profile email", refresh_token_id="%s", code_id="%s", client_auth_method="client-secret"'
                 % (realm_ids[realm2], realm2, client2, user2, sid, ip, uuid(r), uuid(r), sid))
        elif k < 0.72 and sessions:
            realm2, client2, user2, sid = r.choice(sessions)
            line("INFO", "org.keycloak.events", thread, 'type="REFRESH_TOKEN", realmId="%s", realmName="%s", clientId="%s", userId="%s", sessionId="%s", ipAddress="%s", token_id="%s", grant_type="refresh_token", refresh_token_type="Refresh", scope="openid profile email", updated_refresh_token_id="%s", refresh_token_id="%s", client_auth_method="client-secret"'
                 % (realm_ids[realm2], realm2, client2, user2, sid, ip, uuid(r), uuid(r), uuid(r)))
        elif k < 0.80:
            line("INFO", "org.keycloak.events", thread, 'type="CLIENT_LOGIN", realmId="%s", realmName="%s", clientId="service-account-%s", userId="%s", ipAddress="%s", token_id="%s", grant_type="client_credentials", scope="profile email", client_auth_method="client-secret", username="service-account-%s"'
                 % (realm_ids[realm], realm, client, uuid(r), ip, uuid(r), client))
        elif k < 0.86 and sessions:
            realm2, client2, user2, sid = sessions.pop(r.randrange(len(sessions)))
            line("INFO", "org.keycloak.events", thread, 'type="LOGOUT", realmId="%s", realmName="%s", clientId="%s", userId="%s", sessionId="%s", ipAddress="%s", redirect_uri="https://%s.example.com/"'
                 % (realm_ids[realm2], realm2, client2, user2, sid, ip, client2))
        elif k < 0.885:
            line("WARN", "org.keycloak.events", thread, 'type="LOGIN_ERROR", %s, ipAddress="%s", error="invalid_user_credentials", auth_method="openid-connect", auth_type="code", redirect_uri="https://%s.example.com/oauth/callback", code_id="%s", username="user%03d", authSessionParentId="%s", authSessionTabId="%s"'
                 % (base, ip, client, uuid(r), r.randint(1, 400), uuid(r), alnum(r, 11)))
        elif k < 0.90:
            line("WARN", "org.keycloak.events", thread, 'type="REFRESH_TOKEN_ERROR", realmId="%s", realmName="%s", clientId="%s", userId="null", ipAddress="%s", error="invalid_token", reason="Session not active", grant_type="refresh_token", client_auth_method="client-secret"'
                 % (realm_ids[realm], realm, client, ip))
        elif k < 0.92:
            line("INFO", "org.keycloak.events", thread, 'type="UPDATE_PROFILE", %s, ipAddress="%s", auth_method="openid-connect", context="ACCOUNT"' % (base, ip))
        elif k < 0.945:
            line("INFO", "org.keycloak.services.scheduled.ScheduledTaskRunner", "Timer-0", "Executed scheduled task ClearExpiredUserSessions") if r.random() < 0.5 else \
                line("INFO", "org.keycloak.services.scheduled.ScheduledTaskRunner", "Timer-0", "Executed scheduled task ClearExpiredEvents")
        elif k < 0.96:
            line("INFO", "org.infinispan.CLUSTER", "jgroups-%d,keycloak-0-41822" % r.randint(1, 40), "ISPN100002: Starting rebalance with members [keycloak-0-41822, keycloak-1-30917], phase READ_OLD_WRITE_ALL, topology id %d" % r.randint(20, 90))
        elif k < 0.975:
            line("WARN", "org.keycloak.services", thread, "KC-SERVICES0094: Invalid request: Cookie not found. Please make sure cookies are enabled in your browser.") if r.random() < 0.3 else \
                line("INFO", "org.keycloak.events", thread, 'type="INTROSPECT_TOKEN", realmId="%s", realmName="%s", clientId="%s", userId="null", ipAddress="%s"' % (realm_ids[realm], realm, client, ip))
        else:
            line("INFO", "org.keycloak.events", thread, 'type="USER_INFO_REQUEST", %s, ipAddress="%s", auth_method="validate_access_token", signature_required="false"' % (base, ip))
        if len(sessions) > 300:
            sessions = sessions[-200:]
    return out


# ----------------------------------------------------------------------------- Consul 1.20 client agent

def gen_consul(r):
    t = datetime(2026, 6, 10, 11, 0, 0, 51000, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % (t.microsecond // 1000) + "Z"

    def line(level, logger, msg, **kv):
        s = "%s [%s]%s %s: %s%s" % (ts(), level, " " * (5 - len(level)), logger, msg, ":" if kv else "")
        for k, v in kv.items():
            s += " %s=%s" % (k, v)
        out.append(s)

    node = "app-node-07"
    line("INFO", "agent", "Consul agent running!", version="1.20.1")
    line("INFO", "agent.client.serf.lan", "serf: EventMemberJoin: app-node-07 10.50.3.27")
    line("INFO", "agent.router", "Initializing LAN area manager")
    line("INFO", "agent", "Started DNS server", address="127.0.0.1:8600", network="udp")
    line("INFO", "agent", "Started HTTP server", address="127.0.0.1:8500", network="tcp")
    line("INFO", "agent", "Started gRPC listeners", port_name="grpc_tls", address="127.0.0.1:8503", network="tcp")
    line("INFO", "agent", "Retry join is supported for the following discovery methods", cluster="LAN", discovery_methods='"aliyun aws azure digitalocean gce hcp k8s linode mdns os packet scaleway softlayer tencentcloud triton vsphere"')
    line("INFO", "agent", "Joining cluster...", cluster="LAN")
    line("INFO", "agent", "(LAN) joining", lan_addresses="[consul-0.example.internal consul-1.example.internal consul-2.example.internal]")
    servers = ["consul-0", "consul-1", "consul-2"]
    for i, s in enumerate(servers):
        line("INFO", "agent.client.serf.lan", "serf: EventMemberJoin: %s 10.50.0.%d" % (s, 11 + i))
        line("INFO", "agent.client", "adding server", server="\"%s (Addr: tcp/10.50.0.%d:8300) (DC: dc1)\"" % (s, 11 + i))
    line("INFO", "agent", "(LAN) joined", number_of_nodes=3)
    line("INFO", "agent", "Join cluster completed. Synced with initial agents", cluster="LAN", num_agents=3)
    services = ["web-1", "web-2", "orders-api", "orders-api-sidecar-proxy", "node-exporter"]
    for s in services:
        line("INFO", "agent", "Synced service", service=s)
    peers = ["app-node-%02d" % i for i in range(1, 19) if i != 7] + ["db-node-01", "db-node-02", "cache-node-01"]
    watch_index = r.randint(180000, 190000)
    while len(out) < 3250:
        t += timedelta(seconds=r.randint(0, 6), milliseconds=r.randint(0, 999))
        k = r.random()
        if k < 0.45:
            url = r.choice(["/v1/health/service/orders-api?passing=1&index=%d&wait=60000ms" % watch_index,
                            "/v1/agent/self", "/v1/catalog/services?index=%d" % watch_index, "/v1/kv/config/orders-api/?recurse=&index=%d" % watch_index,
                            "/v1/agent/services", "/v1/agent/checks", "/v1/health/service/redis?passing=1&stale=",
                            "/v1/status/leader"])
            lat = r.uniform(0.05, 3) if "wait" not in url and "index" not in url else r.uniform(1000, 60000)
            line("DEBUG", "agent.http", "Request finished", method="GET", url=url, **{"from": "127.0.0.1:%d" % r.randint(32000, 60999), "latency": ("%.3fms" % lat if lat < 1000 else "%.6fs" % (lat / 1000))})
            if r.random() < 0.1:
                watch_index += r.randint(1, 12)
        elif k < 0.62:
            check = r.choice(["service:web-1", "service:web-2", "service:orders-api", "service:orders-api-sidecar-proxy:1",
                              "service:orders-api-sidecar-proxy:2", "service:node-exporter", "serfHealth"])
            line("DEBUG", "agent", "Check status updated", check=check, status="passing")
        elif k < 0.70:
            line("DEBUG", "agent", "Node info in sync")
            line("DEBUG", "agent", "Service in sync", service=r.choice(services))
        elif k < 0.78:
            p = r.choice(peers)
            line("DEBUG", "agent.client.memberlist.lan", "memberlist: Stream connection", **{"from": "10.50.%d.%d:%d" % (r.randint(0, 4), r.randint(10, 60), r.randint(32000, 60999))})
        elif k < 0.84:
            line("DEBUG", "agent.client.memberlist.lan", "memberlist: Initiating push/pull sync with: %s 10.50.%d.%d:8301" % (r.choice(peers), r.randint(0, 4), r.randint(10, 60)))
        elif k < 0.88:
            line("DEBUG", "agent.router.manager", "Rebalanced servers, new active server", number_of_servers=3,
                 active_server="\"%s.dc1 (Addr: tcp/10.50.0.%d:8300) (DC: dc1)\"" % (r.choice(servers), r.randint(11, 13)))
        elif k < 0.92:
            line("DEBUG", "agent.envoy", "Envoy: stream started", stream_id=r.randint(1, 9), proxy_id="orders-api-sidecar-proxy")
            line("DEBUG", "agent.envoy.xds", "Incremental xDS v3", client_id="orders-api-sidecar-proxy", typeUrl="type.googleapis.com/envoy.config.cluster.v3.Cluster", nonce="%08X" % r.randint(1, 4000), ack="true")
        elif k < 0.95:
            line("DEBUG", "agent.dns", "request served from client", name="%s.service.consul." % r.choice(["orders-api", "redis", "postgres-primary", "kafka"]),
                 type=r.choice(["A", "SRV"]), **{"class": "IN", "latency": "%.3fµs" % r.uniform(60, 400), "client": "127.0.0.1", "client_network": "udp"})
        elif k < 0.97:
            line("INFO", "agent.client.serf.lan", "serf: EventMemberUpdate: %s" % r.choice(peers))
        elif k < 0.985:
            line("WARN", "agent.client.memberlist.lan", "memberlist: Was able to connect to %s over TCP but UDP probes failed, network may be misconfigured" % r.choice(peers))
        else:
            line("INFO", "agent", "Synced check", check=r.choice(["service:web-1", "service:orders-api", "service:node-exporter"]))
    return out


# ----------------------------------------------------------------------------- Gitea 1.22

def gen_gitea(r):
    t = datetime(2026, 6, 11, 8, 0, 0, tzinfo=UTC)
    out = []

    def ts():
        return t.strftime("%Y/%m/%d %H:%M:%S")

    def line(src, lvl, msg):
        out.append("%s %s [%s] %s" % (ts(), src, lvl, msg))

    line("cmd/web.go:242:runWeb()", "I", "Starting Gitea on PID: 7")
    line("cmd/web.go:111:showWebStartupMessage()", "I", "Gitea version: 1.22.4 built with GNU Make 4.4.1, go1.22.9 : bindata, timetzdata, sqlite, sqlite_unlock_notify")
    line("cmd/web.go:112:showWebStartupMessage()", "I", "* RunMode: prod")
    line("cmd/web.go:113:showWebStartupMessage()", "I", "* AppPath: /usr/local/bin/gitea")
    line("cmd/web.go:114:showWebStartupMessage()", "I", "* WorkPath: /var/lib/gitea")
    line("cmd/web.go:115:showWebStartupMessage()", "I", "* CustomPath: /var/lib/gitea/custom")
    line("cmd/web.go:116:showWebStartupMessage()", "I", "* ConfigFile: /etc/gitea/app.ini")
    line("cmd/web.go:304:listen()", "I", "Listen: http://0.0.0.0:3000")
    line("cmd/web.go:308:listen()", "I", "AppURL(ROOT_URL): https://git.example.com/")
    line("cmd/web.go:311:listen()", "I", "LFS server enabled")
    line("modules/ssh/ssh.go:346:Listen()", "I", "Adding SSH host key: /var/lib/gitea/ssh/gitea.rsa")
    line("modules/ssh/init.go:26:Init()", "I", "SSH server started on :2222. Cipher list ([chacha20-poly1305@openssh.com aes128-ctr aes192-ctr aes256-ctr aes128-gcm@openssh.com aes256-gcm@openssh.com]), key exchange algorithms ([curve25519-sha256 ecdh-sha2-nistp256 ecdh-sha2-nistp384 ecdh-sha2-nistp521 diffie-hellman-group14-sha256 diffie-hellman-group14-sha1]), MACs ([hmac-sha2-256-etm@openssh.com hmac-sha2-256 hmac-sha1])")
    line("modules/graceful/server.go:50:NewServer()", "I", "Starting new Web server: tcp:0.0.0.0:3000 on PID: 7")

    repos = ["platform/infra", "platform/helm-charts", "shop/checkout", "shop/catalog", "shop/web", "data/etl-jobs",
             "data/dbt-models", "mobile/android-app", "mobile/ios-app", "tools/release-tools", "docs/handbook"]
    users = ["ana.k", "b.okafor", "chen.w", "d.silva", "e.novak", "f.haddad", "g.lind", "h.ruiz", "renovate-bot", "ci-bot"]
    routes = [("GET", "/{repo}", "repo/view_home.go:1088(repo.Home)"), ("GET", "/{repo}/pulls", "repo/issue.go:493(repo.Issues)"),
              ("GET", "/{repo}/pulls/{n}", "repo/issue.go:1290(repo.ViewIssue)"), ("GET", "/{repo}/pulls/{n}/files", "repo/pull.go:755(repo.ViewPullFiles)"),
              ("GET", "/{repo}/commits/branch/main", "repo/commit.go:58(repo.RefCommits)"), ("GET", "/{repo}/src/branch/main/{path}", "repo/view.go:745(repo.Home)"),
              ("POST", "/{repo}/pulls/{n}/comments", "repo/issue.go:3057(repo.NewComment)"), ("GET", "/api/v1/repos/{repo}/statuses/{sha}", "v1/repo/status.go:183(repo.GetCommitStatuses)"),
              ("POST", "/api/v1/repos/{repo}/statuses/{sha}", "v1/repo/status.go:62(repo.NewCommitStatus)"), ("GET", "/user/events", "events/events.go:23(events.Events)"),
              ("GET", "/api/v1/notifications/new", "v1/notify/user.go:18(notify.NewAvailable)"), ("GET", "/{repo}/actions", "actions/view.go:120(actions.List)"),
              ("GET", "/{repo}.git/info/refs", "repo/githttp.go:532(repo.GetInfoRefs)"), ("POST", "/{repo}.git/git-upload-pack", "repo/githttp.go:485(repo.ServiceUploadPack)"),
              ("GET", "/assets/css/index.css?v=1.22.4", "web/routing/logger.go:102(func1)")]
    pr_n = {rp: r.randint(40, 900) for rp in repos}
    while len(out) < 3300:
        t += timedelta(seconds=r.randint(0, 11))
        k = r.random()
        if k < 0.70:
            m, p, h = r.choice(routes)
            repo = r.choice(repos)
            path = p.replace("{repo}", repo).replace("{n}", str(pr_n[repo] - r.randint(0, 30))).replace("{sha}", hexs(r, 40)).replace(
                "{path}", r.choice(["README.md", "Makefile", "charts/api/values.yaml", "src/main.go", "docs/runbook.md"]))
            status = "200 OK"
            q = r.random()
            if "events" in path:
                status = "200 OK"
                dur = r.uniform(20000, 90000)
            else:
                dur = r.uniform(1.5, 180)
            if q < 0.04 and m == "GET" and "api" not in path:
                status = "303 See Other"
            elif q < 0.055 and m == "GET":
                status = "404 Not Found"
            elif q < 0.06 and "git-upload-pack" not in path and "info/refs" in path:
                status = "401 Unauthorized"
            elif "statuses" in path and m == "POST":
                status = "201 Created"
            line("...eb/routing/logger.go:102:func1()", "I", "router: completed %s %s for 10.40.%d.%d:%d, %s in %.1fms @ %s" % (
                m, path, r.randint(1, 9), r.randint(2, 250), r.randint(30000, 65000), status, dur, h))
        elif k < 0.76:
            line("...eb/routing/logger.go:68:func1()", "I", "router: polling   GET /user/events for 10.40.%d.%d:%d, elapsed %.1fms @ events/events.go:18(events.Events)" % (r.randint(1, 9), r.randint(2, 250), r.randint(30000, 65000), r.uniform(3000, 60000)))
        elif k < 0.82:
            u = r.choice(users)
            repo = r.choice(repos)
            line("...s/ssh/ssh.go:121:sessionHandler()", "I", "SSH: Payload: git-%s '%s.git'" % (r.choice(["upload-pack", "upload-pack", "receive-pack"]), repo))
            if r.random() < 0.3:
                line("...s/private/hook_post_receive.go:196:HookPostReceive()", "I", "Push to %s by %s: refs/heads/%s %s..%s" % (repo, u, r.choice(["main", "feature/%s" % alnum(r, 6).lower(), "renovate/%s" % r.choice(["lodash-4.x", "go-1.23", "actions-checkout-4.x"])]), hexs(r, 10), hexs(r, 10)))
        elif k < 0.86:
            line("...ices/webhook/deliver.go:272:DeliverHooks()", "I", "Delivered webhook %d to https://ci.example.internal/hooks/gitea (200 in %.1fms)" % (r.randint(120000, 180000), r.uniform(12, 240)))
        elif k < 0.89:
            task = r.choice(["update_mirrors", "repo_health_check", "check_repo_stats", "archive_cleanup", "delete_old_actions", "cleanup_hook_task_table",
                             "update_checker", "delete_inactive_accounts", "gc_lfs"])
            line("modules/cron/tasks.go:%d:func1()" % r.choice([126, 134]), "I", "Starting task: %s" % task)
            line("modules/cron/tasks.go:%d:func1()" % 144, "I", "Finished task: %s (%.2fs)" % (task, r.uniform(0.01, 12)))
        elif k < 0.92:
            repo = r.choice(repos)
            pr_n[repo] += 1 if r.random() < 0.2 else 0
            line("...ices/pull/check.go:%d:handler()" % 369, "I", "PR[%d] %s: merge check finished, status=mergeable" % (pr_n[repo], repo))
        elif k < 0.945:
            line("...ervices/auth/signin.go:76:UserSignIn()", "I", "Sign in: user %s logged in from 10.40.%d.%d" % (r.choice(users[:8]), r.randint(1, 9), r.randint(2, 250)))
        elif k < 0.96:
            line("...ers/web/auth/auth.go:225:SignInPost()", "W", "Failed authentication attempt for %s from 10.40.%d.%d:%d: user's password is invalid [uid: %d, name: %s]" % (
                r.choice(users[:8]), r.randint(1, 9), r.randint(2, 250), r.randint(30000, 65000), r.randint(2, 60), r.choice(users[:8])))
        elif k < 0.975:
            line("...s/actions/notifier.go:%d:notify()" % 418, "I", "actions: create run %d for %s on push" % (r.randint(20000, 40000), r.choice(repos)))
        elif k < 0.99:
            line("...ules/indexer/code/indexer.go:112:index()", "I", "Indexer: %s (%d changed files) in %.1fms" % (r.choice(repos), r.randint(1, 40), r.uniform(30, 900)))
        else:
            line("...eb/routing/logger.go:102:func1()", "W", "router: slow      GET /%s/archive/main.tar.gz for 10.40.%d.%d:%d, elapsed %.1fms @ repo/repo.go:371(repo.Download)" % (
                r.choice(repos), r.randint(1, 9), r.randint(2, 250), r.randint(30000, 65000), r.uniform(3000, 9000)))
    return out


GENERATORS = [
    ("grafana-server.log", gen_grafana),
    ("keycloak-server.log", gen_keycloak),
    ("consul-agent.log", gen_consul),
    ("gitea.log", gen_gitea),
]


def main(argv):
    write_all(GENERATORS, SEED, argv)


if __name__ == "__main__":
    main(sys.argv)
