#!/usr/bin/env python3
"""Generate the long logs of healthy systems of the diagnosis evaluation set.

What it writes: 20 files under tests/eval/cases/healthy/ (each 2,000-4,000 lines), one per
system, in the system's own log format: an HDFS datanode, a Hadoop MapReduce application
master, a Spark executor, a ZooKeeper server, an OpenStack nova-compute, a BlueGene/L-style RAS
log, an HPC cluster event log, a Thunderbird-style cluster syslog, a Linux syslog (cron,
systemd, kernel, NetworkManager, docker), a macOS system.log, a Windows CBS.log, an Android
logcat (threadtime), an Apache error log, a Proxifier log, an OpenSSH /var/log/secure, a
HealthApp-style app log, an nginx access log, a PostgreSQL server log, a kubelet journal and a
Kafka broker server.log. The labels of these cases are kept by hand in
tests/eval/labels/healthy.tsv (they come from reading the knowledge base, not from this script).

How to run it (from the repository root, Python 3.8 or newer, standard library only):

    python3 tests/eval/tools/make_healthy.py            # writes tests/eval/cases/healthy/*.log
    python3 tests/eval/tools/make_healthy.py OUTDIR     # writes them into OUTDIR instead

It is deterministic: every log draws from its own random.Random seeded with SEED and the log's
name (string seeds are hashed with SHA-512 by Python, independent of PYTHONHASHSEED), and the
script reads no clock, environment or file, so running it again writes the same bytes.

The message templates are written from the formats these programs really print; the names,
addresses (RFC 5737 and RFC 2544 ranges, private ranges, example.com and internal host names), ids and
timestamps (2025) are made up.
"""

import heapq
import os
import random
import sys
import uuid
from datetime import datetime, timedelta, timezone

SEED = 20251103
UTC = timezone.utc


# ----------------------------------------------------------------------------- helpers

def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def uuid4(r):
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def pick(r, items):
    """Weighted choice from [(weight, value), ...]."""
    total = sum(w for w, _ in items)
    x = r.uniform(0, total)
    for w, v in items:
        x -= w
        if x <= 0:
            return v
    return items[-1][1]


def ms3(t):
    return "%03d" % (t.microsecond // 1000)


def java_ts(t):  # 2025-11-03 14:02:11,482
    return t.strftime("%Y-%m-%d %H:%M:%S,") + ms3(t)


def syslog_ts(t):  # Mar  3 06:25:01
    return t.strftime("%b ") + ("%2d" % t.day) + t.strftime(" %H:%M:%S")


def epoch(t):
    return int(t.timestamp())


class Sim:
    """A clock with random events, periodic jobs and one-off scheduled events."""

    def __init__(self, r, start):
        self.r = r
        self.t = start
        self.out = []
        self.q = []
        self.seq = 0

    def emit(self, line):
        self.out.extend(line.split("\n"))

    def step(self, lo=0.0005, hi=0.02):
        self.t += timedelta(seconds=self.r.uniform(lo, hi))

    def at(self, when, fn, interval=None, jitter=0.0):
        self.seq += 1
        heapq.heappush(self.q, (when, self.seq, fn, interval, jitter))

    def every(self, interval, fn, jitter=0.0, first=None):
        self.at(first if first is not None else self.t + timedelta(seconds=interval), fn, interval, jitter)

    def after(self, seconds, fn):
        self.at(self.t + timedelta(seconds=seconds), fn)

    def _fire_until(self, limit, periodic=True):
        while self.q and (limit is None or self.q[0][0] <= limit):
            when, _, fn, interval, jitter = heapq.heappop(self.q)
            if interval is None or periodic:
                if when > self.t:
                    self.t = when
                fn(self)
                if interval is not None:
                    nxt = when + timedelta(seconds=max(0.001, interval + self.r.uniform(-jitter, jitter)))
                    self.at(nxt, fn, interval, jitter)

    def run(self, target, mean_gap, events, burst=0.0, drain=False):
        """Random events (weighted) with exponential gaps until target lines are written.
        burst: probability that the next gap is tiny (several events in the same second)."""
        r = self.r
        while len(self.out) < target:
            gap = r.uniform(0.001, 0.05) if r.random() < burst else r.expovariate(1.0 / mean_gap)
            nt = self.t + timedelta(seconds=gap)
            self._fire_until(nt)
            if nt > self.t:
                self.t = nt
            if events:
                pick(r, events)(self)
        if drain:  # let the one-off events already scheduled finish (periodic ones stop)
            self.q = [e for e in self.q if e[3] is None]
            heapq.heapify(self.q)
            self._fire_until(None, periodic=False)
        return self.out


def pub_ip(r):
    """A public-looking client address from the documentation / benchmarking ranges."""
    k = r.random()
    if k < 0.25:
        return "192.0.2.%d" % r.randint(1, 254)
    if k < 0.5:
        return "198.51.100.%d" % r.randint(1, 254)
    if k < 0.75:
        return "203.0.113.%d" % r.randint(1, 254)
    return "198.%d.%d.%d" % (r.randint(18, 19), r.randint(0, 255), r.randint(1, 254))


def odd_digits(r, base_digits, bait=("429", "503", "404", "911", "502")):
    """A decimal id of base_digits digits that sometimes holds an HTTP-status-like number."""
    s = "".join(r.choice("0123456789") for _ in range(base_digits))
    if r.random() < 0.25:
        b = r.choice(bait)
        i = r.randrange(1, base_digits - len(b) + 1)
        s = s[:i] + b + s[i + len(b):]
    if s[0] == "0":
        s = "1" + s[1:]
    return s


# ----------------------------------------------------------------------------- 1 HDFS datanode

def gen_hdfs_datanode(r):
    sim = Sim(r, datetime(2025, 11, 3, 13, 58, 2, 117000))
    bp = "BP-1372839291-10.20.4.11-1718200451932"
    me = "10.20.4.23"
    peers = ["10.20.4.%d" % i for i in (17, 18, 21, 24, 25, 26, 31, 32, 33, 40)]
    clients = ["10.20.6.%d" % i for i in range(10, 60)]
    vols = ["/data/%d/dfs/dn" % i for i in range(1, 7)]
    ds = {v: "DS-" + uuid4(r) for v in vols}
    srv = uuid4(r)
    blk = [1073921830]
    gs = [183120]
    live = []

    def L(level, cls, msg):
        sim.emit("%s %s %s: %s" % (java_ts(sim.t), level, cls, msg))

    DN = "org.apache.hadoop.hdfs.server.datanode.DataNode"

    def newblk():
        blk[0] += r.randint(1, 40)
        gs[0] += r.randint(1, 40)
        return blk[0], gs[0]

    def write(s):
        b, g = newblk()
        src = r.choice(clients + peers)
        sport = r.randint(32768, 60999)
        down = r.sample(peers, r.choice([0, 1, 2, 2, 2]))
        L("INFO", DN, "Receiving %s:blk_%d_%d src: /%s:%d dest: /%s:9866" % (bp, b, g, src, sport, me))
        size = r.choice([134217728] * 6 + [r.randint(1024, 134217728)])
        dur = r.randint(300, 9000)

        def done(s2, b=b, g=g, src=src, sport=sport, down=down, size=size, dur=dur):
            cli = "DFSClient_NONMAPREDUCE_%d_%d" % (r.randint(-2**31, 2**31 - 1), r.randint(1, 90))
            if r.random() < 0.3:
                cli = "DFSClient_attempt_1730617204511_%04d_m_%06d_0_%d_1" % (r.randint(1, 9999), r.randint(0, 900), r.randint(-2**31, 2**31 - 1))
            L("INFO", DN + ".clienttrace", "src: /%s:%d, dest: /%s:9866, bytes: %d, op: HDFS_WRITE, cliID: %s, offset: 0, srvID: %s, blockid: %s:blk_%d_%d, duration(ns): %d"
              % (src, sport, me, size, cli, srv, bp, b, g, dur * 1000000 + r.randint(0, 999999)))
            typ = "HAS_DOWNSTREAM_IN_PIPELINE" if down else "LAST_IN_PIPELINE"
            ds_ = ("%d:[%s]" % (len(down), ", ".join("%s:9866" % p for p in down))) if down else "0:[]"
            L("INFO", DN, "PacketResponder: %s:blk_%d_%d, type=%s, downstreams=%s terminating" % (bp, b, g, typ, ds_))
            live.append((b, g))
            if r.random() < 0.03:
                v = r.choice(vols)
                L("WARN", DN, "Slow BlockReceiver write data to disk cost:%dms (threshold=300ms), volume=file:%s/, blockId=%d" % (r.randint(301, 900), v, b))
        sim.after(dur / 1000.0, done)

    def read(s):
        if not live:
            return
        b, g = r.choice(live)
        cli = r.choice(clients)
        L("INFO", DN + ".clienttrace", "src: /%s:9866, dest: /%s:%d, bytes: %d, op: HDFS_READ, cliID: DFSClient_NONMAPREDUCE_%d_%d, offset: %d, srvID: %s, blockid: %s:blk_%d_%d, duration(ns): %d"
          % (me, cli, r.randint(32768, 60999), r.choice([134742016, 66048, 1056768, r.randint(512, 134742016)]), r.randint(-2**31, 2**31 - 1), r.randint(1, 60), r.choice([0, 0, 0, 67108864]), srv, bp, b, g, r.randint(80000, 900000000)))

    def replicate(s):
        b, g = newblk()
        src = r.choice(peers)
        sport = r.randint(32768, 60999)
        L("INFO", DN, "Receiving %s:blk_%d_%d src: /%s:%d dest: /%s:9866" % (bp, b, g, src, sport, me))
        s.step(0.2, 1.5)
        L("INFO", DN, "Received %s:blk_%d_%d src: /%s:%d dest: /%s:9866 of size %d" % (bp, b, g, src, sport, me, r.choice([134217728, r.randint(2048, 134217728)])))
        live.append((b, g))

    def transfer(s):
        if not live:
            return
        b, g = r.choice(live)
        tgt = r.choice(peers)
        L("INFO", DN, "DataTransfer, at %s:9866: Transmitted %s:blk_%d_%d (numBytes=%d) to /%s:9866" % (me, bp, b, g, r.choice([134217728, r.randint(2048, 134217728)]), tgt))

    def delete(s):
        n = r.randint(1, 6)
        for _ in range(n):
            if len(live) < 20:
                return
            b, g = live.pop(r.randrange(len(live) - 10))
            v = r.choice(vols)
            d = "%s/current/%s/current/finalized/subdir%d/subdir%d" % (v, bp, r.randint(0, 31), r.randint(0, 31))
            L("INFO", "org.apache.hadoop.hdfs.server.datanode.fsdataset.impl.FsDatasetAsyncDiskService",
              "Scheduling blk_%d_%d replica FinalizedReplica, blk_%d_%d, FINALIZED\n  getNumBytes()     = %d\n  getBytesOnDisk()  = %d\n  getVisibleLength()= %d\n  getVolume()       = %s\n  getBlockURI()     = file:%s/blk_%d for deletion"
              % (b, g, b, g, 134217728, 134217728, 134217728, v, d, b))
            def gone(s2, b=b, g=g, d=d):
                L("INFO", "org.apache.hadoop.hdfs.server.datanode.fsdataset.impl.FsDatasetAsyncDiskService",
                  "Deleted %s blk_%d_%d URI file:%s/blk_%d" % (bp, b, g, d, b))
            sim.after(r.uniform(0.005, 0.2), gone)

    def xceiver_eof(s):
        b, g = newblk()
        src = r.choice(clients)
        sport = r.randint(32768, 60999)
        L("INFO", DN, "Receiving %s:blk_%d_%d src: /%s:%d dest: /%s:9866" % (bp, b, g, src, sport, me))
        s.step(1, 20)
        L("INFO", DN, "Exception for %s:blk_%d_%d" % (bp, b, g))
        sim.emit("java.io.IOException: Premature EOF from inputStream")
        for fr in ["org.apache.hadoop.io.IOUtils.readFully(IOUtils.java:212)",
                   "org.apache.hadoop.hdfs.protocol.datatransfer.PacketReceiver.doReadFully(PacketReceiver.java:211)",
                   "org.apache.hadoop.hdfs.protocol.datatransfer.PacketReceiver.doRead(PacketReceiver.java:134)",
                   "org.apache.hadoop.hdfs.protocol.datatransfer.PacketReceiver.receiveNextPacket(PacketReceiver.java:109)",
                   "org.apache.hadoop.hdfs.server.datanode.BlockReceiver.receivePacket(BlockReceiver.java:551)",
                   "org.apache.hadoop.hdfs.server.datanode.BlockReceiver.receiveBlock(BlockReceiver.java:1011)",
                   "org.apache.hadoop.hdfs.server.datanode.DataXceiver.writeBlock(DataXceiver.java:920)",
                   "org.apache.hadoop.hdfs.protocol.datatransfer.Receiver.opWriteBlock(Receiver.java:176)",
                   "org.apache.hadoop.hdfs.protocol.datatransfer.Receiver.processOp(Receiver.java:110)",
                   "org.apache.hadoop.hdfs.server.datanode.DataXceiver.run(DataXceiver.java:299)",
                   "java.lang.Thread.run(Thread.java:750)"]:
            sim.emit("\tat " + fr)
        L("INFO", DN, "PacketResponder: %s:blk_%d_%d, type=LAST_IN_PIPELINE: Thread is interrupted." % (bp, b, g))
        L("INFO", DN, "PacketResponder: %s:blk_%d_%d, type=LAST_IN_PIPELINE terminating" % (bp, b, g))
        L("INFO", DN, "opWriteBlock %s:blk_%d_%d received exception java.io.IOException: Premature EOF from inputStream" % (bp, b, g))
        L("INFO", DN, "%s:9866:DataXceiver error processing WRITE_BLOCK operation  src: /%s:%d dst: /%s:9866; java.io.IOException: Premature EOF from inputStream" % ("dn-23.hdp.internal", src, sport, me))

    def ibr(s):
        L("INFO", DN, "Successfully sent block report 0x%s with lease ID 0x%s to namenode: nn1.hdp.internal/10.20.4.11:8020,  containing %d storage report(s), of which we sent %d. The reports had %d total blocks and used 1 RPC(s). This took %d msecs to generate and %d msecs for RPC and NN processing. Got back one command: FinalizeCommand/5."
          % (hexs(r, 16), hexs(r, 16), len(vols), len(vols), 48213 + len(live), r.randint(8, 30), r.randint(40, 400)))

    def dirscan(s):
        L("INFO", "org.apache.hadoop.hdfs.server.datanode.DirectoryScanner", "BlockPool %s Total blocks: %d, missing metadata files: 0, missing block files: 0, missing blocks in memory: 0, mismatched blocks: 0" % (bp, 48213 + len(live)))

    def volscan(s):
        v = r.choice(vols)
        L("INFO", "org.apache.hadoop.hdfs.server.datanode.VolumeScanner", "VolumeScanner(%s, %s): finished scanning block pool %s" % (v, ds[v], bp))
        L("INFO", "org.apache.hadoop.hdfs.server.datanode.VolumeScanner", "VolumeScanner(%s, %s): no suitable block pools found to scan.  Waiting %d ms." % (v, ds[v], r.randint(100000000, 1800000000)))

    def jvmpause(s):
        L("INFO", "org.apache.hadoop.util.JvmPauseMonitor", "Detected pause in JVM or host machine (eg GC): pause of approximately %dms\nGC pool 'ParNew' had collection(s): count=1 time=%dms" % (r.randint(1100, 1900), r.randint(1000, 1800)))

    def cache_report(s):
        L("INFO", DN, "Got finalize command for block pool %s" % bp)

    sim.every(21600 / 40, ibr, jitter=30)
    sim.every(900, dirscan, jitter=20)
    sim.every(700, volscan, jitter=200)
    sim.at(sim.t + timedelta(seconds=r.randint(600, 1500)), xceiver_eof)
    return sim.run(r.randint(2600, 3400), 0.9, [
        (40, write), (22, read), (6, replicate), (5, transfer), (4, delete),
        (0.15, xceiver_eof), (0.05, jvmpause)], burst=0.3, drain=True)


# ----------------------------------------------------------------------------- 2 Hadoop MapReduce AM

def gen_hadoop_mapreduce(r):
    sim = Sim(r, datetime(2025, 10, 14, 9, 12, 1, 404000))
    app = "1728890000000_4291"
    job = "job_" + app
    nmaps, nreds = 64, 6
    hosts = ["worker-%02d.hdp.internal" % i for i in range(3, 29)]
    ipc = [0]
    st = {"completed": 0, "cont": 1, "done_maps": 0, "done_reds": 0, "pending": [], "running": 0}

    def L(level, thread, cls, msg):
        sim.emit("%s %s [%s] %s: %s" % (java_ts(sim.t), level, thread, cls, msg))

    TA = "org.apache.hadoop.mapreduce.v2.app.job.impl.TaskAttemptImpl"
    TI = "org.apache.hadoop.mapreduce.v2.app.job.impl.TaskImpl"
    JI = "org.apache.hadoop.mapreduce.v2.app.job.impl.JobImpl"
    RA = "org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator"
    TL = "org.apache.hadoop.mapred.TaskAttemptListenerImpl"
    CL = "org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl"
    AD = "AsyncDispatcher event handler"

    def ipc_thread():
        return "IPC Server handler %d on 40021" % r.randint(0, 29)

    def hdr():
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "Created MRAppMaster for application appattempt_%s_000001" % app)
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "Executing with tokens: [Kind: YARN_AM_RM_TOKEN, Service: , Ident: (appAttemptId { application_id { id: 4291 cluster_timestamp: 1728890000000 } attemptId: 1 } keyId: %d)]" % r.randint(10**8, 2 * 10**9))
        L("INFO", "main", "org.apache.hadoop.conf.Configuration", "resource-types.xml not found")
        L("INFO", "main", "org.apache.hadoop.yarn.util.resource.ResourceUtils", "Unable to find 'resource-types.xml'.")
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "OutputCommitter set in config null")
        L("INFO", "main", "org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter", "File Output Committer Algorithm version is 2")
        L("INFO", "main", "org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter", "FileOutputCommitter skip cleanup _temporary folders under output directory:false, ignore cleanup failures: false")
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "OutputCommitter is org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter")
        M = "org.apache.hadoop.mapreduce.v2.app.MRAppMaster$"
        for ev, h in [("org.apache.hadoop.mapreduce.jobhistory.EventType", "org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler"),
                      ("org.apache.hadoop.mapreduce.v2.app.job.event.JobEventType", M + "JobEventDispatcher"),
                      ("org.apache.hadoop.mapreduce.v2.app.job.event.TaskEventType", M + "TaskEventDispatcher"),
                      ("org.apache.hadoop.mapreduce.v2.app.job.event.TaskAttemptEventType", M + "TaskAttemptEventDispatcher"),
                      ("org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventType", "org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler"),
                      ("org.apache.hadoop.mapreduce.v2.app.speculate.Speculator$EventType", M + "SpeculatorEventDispatcher"),
                      ("org.apache.hadoop.mapreduce.v2.app.rm.ContainerAllocator$EventType", M + "ContainerAllocatorRouter"),
                      ("org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncher$EventType", M + "ContainerLauncherRouter"),
                      ("org.apache.hadoop.mapreduce.v2.app.job.event.JobFinishEvent$Type", M + "JobFinishEventHandler")]:
            L("INFO", "main", "org.apache.hadoop.yarn.event.AsyncDispatcher", "Registering class %s for class %s" % (ev, h))
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.jobhistory.JobHistoryUtils", "Default file system [hdfs://nn1.hdp.internal:8020]")
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "Previous history file is at hdfs://nn1.hdp.internal:8020/user/etl/.staging/%s/%s_1.jhist" % (job, job))
        L("INFO", "main", "org.apache.hadoop.metrics2.impl.MetricsConfig", "Loaded properties from hadoop-metrics2.properties")
        L("INFO", "main", "org.apache.hadoop.metrics2.impl.MetricsSystemImpl", "Scheduled Metric snapshot period at 10 second(s).")
        L("INFO", "main", "org.apache.hadoop.metrics2.impl.MetricsSystemImpl", "MRAppMaster metrics system started")
        L("INFO", "main", JI, "Adding job token for %s to jobTokenSecretManager" % job)
        L("INFO", "main", JI, "Not uberizing %s because: not enabled; too many maps; too much input;" % job)
        L("INFO", "main", JI, "Input size for job %s = %d. Number of splits = %d" % (job, 26214400000 + r.randint(0, 10**9), nmaps))
        L("INFO", "main", JI, "Number of reduces for job %s = %d" % (job, nreds))
        L("INFO", "main", JI, "%s Job Transitioned from NEW to INITED" % job)
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "MRAppMaster launching normal, non-uberized, multi-container job %s." % job)
        L("INFO", "main", "org.apache.hadoop.ipc.CallQueueManager", "Using callQueue: class java.util.concurrent.LinkedBlockingQueue, queueCapacity: 100, scheduler: class org.apache.hadoop.ipc.DefaultRpcScheduler, ipcBackoff: false.")
        L("INFO", "Socket Reader #1 for port 40021", "org.apache.hadoop.ipc.Server", "Starting Socket Reader #1 for port 40021")
        L("INFO", "IPC Server Responder", "org.apache.hadoop.ipc.Server", "IPC Server Responder: starting")
        L("INFO", "IPC Server listener on 40021", "org.apache.hadoop.ipc.Server", "IPC Server listener on 40021: starting")
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.client.MRClientService", "Instantiated MRClientService at worker-11.hdp.internal/10.20.5.11:40021")
        L("INFO", "main", "org.eclipse.jetty.server.Server", "jetty-9.4.53.v20231009; built: 2023-10-09T12:29:09.265Z; git: 27bde00a0b95a1d5bbee0eae7984f891d2d0f8c9; jvm 1.8.0_412-b08")
        L("INFO", "main", "org.eclipse.jetty.server.AbstractConnector", "Started ServerConnector@4b0d79fc{HTTP/1.1, (http/1.1)}{0.0.0.0:37911}")
        L("INFO", "main", "org.apache.hadoop.yarn.webapp.WebApps", "Web app mapreduce started at 37911")
        L("INFO", "main", RA, "maxContainerCapability: <memory:32768, vCores:16>")
        L("INFO", "main", RA, "queue: root.etl.nightly")
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl", "Upper limit on the thread pool size is 500")
        L("INFO", "main", "org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl", "The thread pool initial size is 10")
        L("INFO", "main", JI, "%s Job Transitioned from INITED to SETUP" % job)
        L("INFO", "CommitterEvent Processor #0", "org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler", "Processing the event EventType: JOB_SETUP")
        L("INFO", AD, JI, "%s Job Transitioned from SETUP to RUNNING" % job)
        for kind, n in (("m", nmaps), ("r", nreds)):
            for i in range(n):
                tid = "task_%s_%s_%06d" % (app, kind, i)
                if kind == "m":
                    L("INFO", AD, "org.apache.hadoop.yarn.util.RackResolver", "Resolved %s to /dc1/rack%d" % (r.choice(hosts), r.randint(1, 6)))
                L("INFO", AD, TI, "%s Task Transitioned from NEW to SCHEDULED" % tid)
        L("INFO", AD, "org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator", "mapResourceRequest:<memory:4096, vCores:1>")
        L("INFO", AD, "org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator", "reduceResourceRequest:<memory:8192, vCores:1>")

    def launch(kind, i, attempt=0, spec=False):
        aid = "attempt_%s_%s_%06d_%d" % (app, kind, i, attempt)
        tid = "task_%s_%s_%06d" % (app, kind, i)
        st["cont"] += 1
        cid = "container_e12_%s_01_%06d" % (app, st["cont"])
        host = r.choice(hosts)
        L("INFO", AD, TA, "%s TaskAttempt Transitioned from NEW to UNASSIGNED" % aid)
        sim.step(0.2, 2.5)
        L("INFO", "RMCommunicator Allocator", RA, "Assigned container %s to %s" % (cid, aid))
        L("INFO", AD, TA, "The job-jar file on the remote FS is hdfs://nn1.hdp.internal:8020/user/etl/.staging/%s/job.jar" % job) if r.random() < 0.02 else None
        L("INFO", AD, TA, "%s TaskAttempt Transitioned from UNASSIGNED to ASSIGNED" % aid)
        L("INFO", "ContainerLauncher #%d" % r.randint(0, 9), CL, "Processing the event EventType: CONTAINER_REMOTE_LAUNCH for container %s taskAttempt %s" % (cid, aid))
        L("INFO", "ContainerLauncher #%d" % r.randint(0, 9), "org.apache.hadoop.yarn.client.api.impl.ContainerManagementProtocolProxy", "Opening proxy : %s:45454" % host)
        sim.step(0.05, 0.4)
        L("INFO", "ContainerLauncher #%d" % r.randint(0, 9), CL, "Shuffle port returned by ContainerManager for %s : 13562" % aid)
        L("INFO", AD, TA, "TaskAttempt: [%s] using containerId: [%s on NM: [%s:45454]" % (aid, cid, host))
        L("INFO", AD, TA, "%s TaskAttempt Transitioned from ASSIGNED to RUNNING" % aid)
        if not spec:
            L("INFO", AD, TI, "%s Task Transitioned from SCHEDULED to RUNNING" % tid)
        jvm = "jvm_%s_%s_%06d" % (app, kind, st["cont"])
        state = {"killed": False}
        dur = r.uniform(25, 80) if kind == "m" else r.uniform(150, 300)
        nprog = int(dur / 3.2)

        def asked(s):
            L("INFO", ipc_thread(), TL, "JVM with ID : %s asked for a task" % jvm)
            L("INFO", ipc_thread(), TL, "JVM with ID: %s given task: %s" % (jvm, aid))
        sim.after(r.uniform(3, 6), asked)
        for k in range(1, nprog):
            prog = min(0.99, k / nprog + r.uniform(-0.02, 0.02)) if kind == "m" else min(0.99, 0.3333 + 0.6667 * k / nprog)
            sim.after(6 + k * 3.0 + r.uniform(0, 0.3), lambda s, p=prog: None if state["killed"] else L("INFO", ipc_thread(), TL, "Progress of TaskAttempt %s is : %.7f" % (aid, max(0.0, p))))

        def finish(s):
            if state["killed"]:
                return
            L("INFO", ipc_thread(), TL, "Progress of TaskAttempt %s is : 1.0" % aid)
            L("INFO", ipc_thread(), TL, "Done acknowledgment from %s" % aid)
            L("INFO", AD, TA, "%s TaskAttempt Transitioned from RUNNING to SUCCESS_FINISHING_CONTAINER" % aid)
            L("INFO", AD, TI, "Task succeeded with attempt %s" % aid)
            L("INFO", AD, TI, "%s Task Transitioned from RUNNING to SUCCEEDED" % tid)
            st["completed"] += 1
            st["running"] -= 1
            L("INFO", AD, JI, "Num completed Tasks: %d" % st["completed"])
            if kind == "m":
                st["done_maps"] += 1
            else:
                st["done_reds"] += 1
            if "other" in state:
                o_aid, o_cid, o_state = state["other"]
                o_state["killed"] = True
                L("INFO", AD, TA, "%s TaskAttempt Transitioned from RUNNING to KILL_CONTAINER_CLEANUP" % o_aid)
                L("INFO", "ContainerLauncher #%d" % r.randint(0, 9), CL, "Processing the event EventType: CONTAINER_REMOTE_CLEANUP for container %s taskAttempt %s" % (o_cid, o_aid))
                L("INFO", AD, TA, "%s TaskAttempt Transitioned from KILL_CONTAINER_CLEANUP to KILL_TASK_CLEANUP" % o_aid)
                L("INFO", "CommitterEvent Processor #%d" % r.randint(0, 4), "org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler", "Processing the event EventType: TASK_ABORT")
                L("INFO", AD, TA, "%s TaskAttempt Transitioned from KILL_TASK_CLEANUP to KILLED" % o_aid)
                def diag(s2):
                    L("INFO", AD, TA, "Diagnostics report from %s: [%s]Container killed by the ApplicationMaster.\nContainer killed on request. Exit code is 143\nContainer exited with a non-zero exit code 143. \n"
                      % (o_aid, sim.t.strftime("%Y-%m-%d %H:%M:%S.") + ms3(sim.t)))
                sim.after(r.uniform(1, 3), diag)
            def fin2(s2):
                L("INFO", "RMCommunicator Allocator", RA, "Received completed container %s" % cid)
                L("INFO", AD, TA, "Diagnostics report from %s: " % aid)
                L("INFO", AD, TA, "%s TaskAttempt Transitioned from SUCCESS_FINISHING_CONTAINER to SUCCEEDED" % aid)
            sim.after(r.uniform(0.8, 2.5), fin2)
            schedule_next(s)
        sim.after(6 + dur, finish)
        return aid, cid, state, dur

    def schedule_next(s):
        if st["pending"]:
            kind, i = st["pending"].pop(0)
            st["running"] += 1
            sim.after(r.uniform(0.5, 2.5), lambda s2: launch(kind, i))
        elif st["done_maps"] == nmaps and st["done_reds"] == nreds:
            sim.after(3.0, job_done)

    def job_done(s):
        L("INFO", AD, JI, "Calling handler for JobFinishedEvent ")
        L("INFO", AD, JI, "%s Job Transitioned from RUNNING to COMMITTING" % job)
        L("INFO", "CommitterEvent Processor #1", "org.apache.hadoop.mapreduce.v2.app.commit.CommitterEventHandler", "Processing the event EventType: JOB_COMMIT")
        s.step(0.3, 2)
        L("INFO", AD, JI, "%s Job Transitioned from COMMITTING to SUCCEEDED" % job)
        L("INFO", "Thread-%d" % r.randint(80, 99), "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "We are finishing cleanly so this is the last retry")
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "Notify RMCommunicator isAMLastRetry: true")
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator", "RMCommunicator notified that shouldUnregistered is: true")
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "Stopping JobHistoryEventHandler. Size of the outstanding queue size is 0")
        L("INFO", "eventHandlingThread", "org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "Copying hdfs://nn1.hdp.internal:8020/user/etl/.staging/%s/%s_1.jhist to hdfs://nn1.hdp.internal:8020/mr-history/tmp/etl/%s-%d-etl-nightly_sessionize-%d-%d-%d-SUCCEEDED-root.etl.nightly-%d.jhist_tmp"
          % (job, job, job, 1728897121404, epoch(sim.t) * 1000, nmaps, nreds, 1728897125771))
        L("INFO", "eventHandlingThread", "org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "Moved tmp to done: hdfs://nn1.hdp.internal:8020/mr-history/tmp/etl/%s.summary_tmp to hdfs://nn1.hdp.internal:8020/mr-history/tmp/etl/%s.summary" % (job, job))
        L("INFO", "eventHandlingThread", "org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "Moved tmp to done: hdfs://nn1.hdp.internal:8020/mr-history/tmp/etl/%s_conf.xml_tmp to hdfs://nn1.hdp.internal:8020/mr-history/tmp/etl/%s_conf.xml" % (job, job))
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.jobhistory.JobHistoryEventHandler", "Stopped JobHistoryEventHandler. super.stop()")
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.launcher.ContainerLauncherImpl", "KILLING %s" % ("container_e12_%s_01_%06d" % (app, st["cont"])))
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator", "Setting job diagnostics to ")
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator", "History url is http://jhs.hdp.internal:19888/jobhistory/job/%s" % job)
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.rm.RMCommunicator", "Waiting for application to be successfully unregistered.")
        s.step(0.5, 1.5)
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.rm.RMContainerAllocator", "Final Stats: PendingReds:0 ScheduledMaps:0 ScheduledReds:0 AssignedMaps:0 AssignedReds:0 CompletedMaps:%d CompletedReds:%d ContAlloc:%d ContRel:0 HostLocal:%d RackLocal:%d"
          % (nmaps, nreds, st["cont"] - 1, nmaps - 17, 17))
        L("INFO", "Thread-88", "org.apache.hadoop.mapreduce.v2.app.MRAppMaster", "Deleting staging directory hdfs://nn1.hdp.internal:8020 /user/etl/.staging/%s" % job)
        L("INFO", "Thread-88", "org.apache.hadoop.ipc.Server", "Stopping server on 40021")
        L("INFO", "IPC Server listener on 40021", "org.apache.hadoop.ipc.Server", "Stopping IPC Server listener on 40021")
        L("INFO", "IPC Server Responder", "org.apache.hadoop.ipc.Server", "Stopping IPC Server Responder")
        L("INFO", "TaskHeartbeatHandler PingChecker", "org.apache.hadoop.mapreduce.v2.app.TaskHeartbeatHandler", "TaskHeartbeatHandler thread interrupted")
        L("INFO", "Ping Checker for TaskAttemptFinishingMonitor", "org.apache.hadoop.yarn.util.AbstractLivelinessMonitor", "TaskAttemptFinishingMonitor thread interrupted")

    def alloc_report(s):
        L("INFO", "RMCommunicator Allocator", RA, "Before Scheduling: PendingReds:%d ScheduledMaps:%d ScheduledReds:0 AssignedMaps:%d AssignedReds:%d CompletedMaps:%d CompletedReds:%d ContAlloc:%d ContRel:0 HostLocal:%d RackLocal:%d"
          % (nreds - st["done_reds"], len([p for p in st["pending"] if p[0] == "m"]), st["running"], 0, st["done_maps"], st["done_reds"], st["cont"] - 1, max(0, st["cont"] - 18), min(17, st["cont"] - 1)))
        L("INFO", "RMCommunicator Allocator", RA, "Recalculating schedule, headroom=<memory:%d, vCores:%d>" % (4096 * r.randint(0, 30), r.randint(0, 30)))
        if st["done_maps"] < nmaps * 0.8:
            L("INFO", "RMCommunicator Allocator", RA, "Reduce slow start threshold not met. completedMapsForReduceSlowstart %d" % int(nmaps * 0.8))
        else:
            L("INFO", "RMCommunicator Allocator", RA, "Reduce slow start threshold reached. Scheduling reduces.")

    def speculate(s):
        if st["running"] < 5 or not st["pending"] == []:
            return
        i = r.randrange(nmaps)
        L("INFO", "DefaultSpeculator background processing", "org.apache.hadoop.mapreduce.v2.app.speculate.DefaultSpeculator", "DefaultSpeculator.addSpeculativeAttempt -- we are speculating task_%s_m_%06d" % (app, i))
        L("INFO", AD, TI, "Scheduling a redundant attempt for task task_%s_m_%06d" % (app, i))

    hdr()
    st["pending"] = [("m", i) for i in range(nmaps)] + [("r", i) for i in range(nreds)]
    for _ in range(24):
        kind, i = st["pending"].pop(0)
        st["running"] += 1
        aid, cid, stt, dur = launch(kind, i)
        if r.random() < 0.12:  # a speculative duplicate that loses and is killed
            def spec(s2, kind=kind, i=i, stt=stt):
                L("INFO", "DefaultSpeculator background processing", "org.apache.hadoop.mapreduce.v2.app.speculate.DefaultSpeculator", "DefaultSpeculator.addSpeculativeAttempt -- we are speculating task_%s_%s_%06d" % (app, kind, i))
                L("INFO", AD, TI, "Scheduling a redundant attempt for task task_%s_%s_%06d" % (app, kind, i))
                a2, c2, st2, d2 = launch(kind, i, attempt=1, spec=True)
                st2["killed"] = False
                stt["other"] = (a2, c2, st2)
                st["running"] += 0
            sim.after(dur * 0.7, spec)
    sim.every(1.0 * 12, alloc_report, jitter=0.5)
    # only scheduled work from here: the job runs until it ends by itself
    while sim.q and not (st["done_maps"] == nmaps and st["done_reds"] == nreds and all(e[3] is not None for e in sim.q)):
        sim._fire_until(sim.q[0][0])
    return sim.out


# ----------------------------------------------------------------------------- 3 Spark executor

def gen_spark_executor(r):
    sim = Sim(r, datetime(2025, 10, 13, 23, 41, 7, 220000))
    execid = 14
    driver = "10.40.2.9"
    host = "10.40.3.27"
    st = {"tid": 8410, "stage": 11, "bc": 21, "shuffle": 6, "running": 0}

    def L(level, cls, msg):
        sim.emit("%s %s %s: %s" % (sim.t.strftime("%y/%m/%d %H:%M:%S"), level, cls, msg))

    def start():
        L("INFO", "CoarseGrainedExecutorBackend", "Started daemon with process name: %d@ip-10-40-3-27.eu-west-1.compute.internal" % r.randint(9000, 30000))
        for sig in ("TERM", "HUP", "INT"):
            L("INFO", "SignalUtils", "Registering signal handler for %s" % sig)
        L("WARN", "NativeCodeLoader", "Unable to load native-hadoop library for your platform... using builtin-java classes where applicable")
        L("INFO", "SecurityManager", "Changing view acls to: yarn,etl")
        L("INFO", "SecurityManager", "Changing modify acls to: yarn,etl")
        L("INFO", "SecurityManager", "Changing view acls groups to: ")
        L("INFO", "SecurityManager", "Changing modify acls groups to: ")
        L("INFO", "SecurityManager", "SecurityManager: authentication disabled; ui acls disabled; users with view permissions: yarn, etl; groups with view permissions: EMPTY; users with modify permissions: yarn, etl; groups with modify permissions: EMPTY")
        sim.step(0.2, 0.5)
        L("INFO", "TransportClientFactory", "Successfully created connection to ip-10-40-2-9.eu-west-1.compute.internal/%s:41733 after 84 ms (0 ms spent in bootstraps)" % driver)
        L("INFO", "DiskBlockManager", "Created local directory at /mnt/yarn/usercache/etl/appcache/application_1728801112093_0871/blockmgr-%s" % uuid4(r))
        L("INFO", "MemoryStore", "MemoryStore started with capacity 5.8 GiB")
        L("INFO", "CoarseGrainedExecutorBackend", "Connecting to driver: spark://CoarseGrainedScheduler@ip-10-40-2-9.eu-west-1.compute.internal:41733")
        L("INFO", "ResourceUtils", "==============================================================")
        L("INFO", "ResourceUtils", "No custom resources configured for spark.executor.")
        L("INFO", "ResourceUtils", "==============================================================")
        L("INFO", "CoarseGrainedExecutorBackend", "Successfully registered with driver")
        L("INFO", "Executor", "Starting executor ID %d on host ip-10-40-3-27.eu-west-1.compute.internal" % execid)
        L("INFO", "Executor", "OS info Linux, 6.1.112-122.189.amzn2023.x86_64, amd64")
        L("INFO", "Executor", "Java version 17.0.12")
        L("INFO", "Utils", "Successfully started service 'org.apache.spark.network.netty.NettyBlockTransferService' on port 39503.")
        L("INFO", "NettyBlockTransferService", "Server created on ip-10-40-3-27.eu-west-1.compute.internal:39503")
        L("INFO", "BlockManager", "Using org.apache.spark.storage.RandomBlockReplicationPolicy for block replication policy")
        L("INFO", "BlockManagerMaster", "Registering BlockManager BlockManagerId(%d, ip-10-40-3-27.eu-west-1.compute.internal, 39503, None)" % execid)
        L("INFO", "BlockManagerMaster", "Registered BlockManager BlockManagerId(%d, ip-10-40-3-27.eu-west-1.compute.internal, 39503, None)" % execid)
        L("INFO", "BlockManager", "external shuffle service port = 7337")
        L("INFO", "BlockManager", "Registering executor with local external shuffle service.")
        L("INFO", "TransportClientFactory", "Successfully created connection to ip-10-40-3-27.eu-west-1.compute.internal/%s:7337 after 1 ms (0 ms spent in bootstraps)" % host)
        L("INFO", "BlockManager", "Initialized BlockManager: BlockManagerId(%d, ip-10-40-3-27.eu-west-1.compute.internal, 39503, None)" % execid)
        L("INFO", "Executor", "Starting executor with user classpath (userClassPathFirst = false): ''")
        L("INFO", "Executor", "Created or updated repl class loader org.apache.spark.util.MutableURLClassLoader@%s for default." % hexs(r, 8))
        L("INFO", "Executor", "Fetching spark://ip-10-40-2-9.eu-west-1.compute.internal:41733/jars/sessionize-etl-assembly-3.8.1.jar with timestamp 1728862861331")
        L("INFO", "Utils", "Fetching spark://ip-10-40-2-9.eu-west-1.compute.internal:41733/jars/sessionize-etl-assembly-3.8.1.jar to /mnt/yarn/usercache/etl/appcache/application_1728801112093_0871/spark-%s/fetchFileTemp%d.tmp" % (uuid4(r), r.randint(10**17, 10**18)))
        L("INFO", "Executor", "Adding file:/mnt/yarn/usercache/etl/appcache/application_1728801112093_0871/container_1728801112093_0871_01_000015/./sessionize-etl-assembly-3.8.1.jar to class loader default")

    def new_stage(s):
        st["stage"] += 1
        st["bc"] += 1
        shuffle_read = r.random() < 0.6
        if shuffle_read:
            st["shuffle"] += 1
        ntasks = r.randint(8, 40)
        L("INFO", "CoarseGrainedExecutorBackend", "Got assigned task %d" % (st["tid"] + 1))
        for k in range(ntasks):
            st["tid"] += 1
            tid = st["tid"]
            part = r.randint(0, 1999)
            stage = st["stage"]

            def run_task(s2, tid=tid, part=part, stage=stage, k=k):
                if k:
                    L("INFO", "CoarseGrainedExecutorBackend", "Got assigned task %d" % tid)
                L("INFO", "Executor", "Running task %d.0 in stage %d.0 (TID %d)" % (part, stage, tid))
                if k == 0:
                    L("INFO", "TorrentBroadcast", "Started reading broadcast variable %d with 1 pieces (estimated total size 4.0 MiB)" % st["bc"])
                    L("INFO", "MemoryStore", "Block broadcast_%d_piece0 stored as bytes in memory (estimated size %.1f KiB, free 5.8 GiB)" % (st["bc"], r.uniform(8, 90)))
                    L("INFO", "TorrentBroadcast", "Reading broadcast variable %d took %d ms" % (st["bc"], r.randint(3, 40)))
                    L("INFO", "MemoryStore", "Block broadcast_%d stored as values in memory (estimated size %.1f KiB, free 5.8 GiB)" % (st["bc"], r.uniform(20, 250)))
                    if r.random() < 0.7:
                        for _ in range(r.randint(1, 4)):
                            L("INFO", "CodeGenerator", "Code generated in %.6f ms" % r.uniform(3, 60))
                if shuffle_read:
                    if k == 0:
                        L("INFO", "MapOutputTrackerWorker", "Updating epoch to %d and clearing cache" % (stage // 2))
                        L("INFO", "MapOutputTrackerWorker", "Don't have map outputs for shuffle %d, fetching them" % st["shuffle"])
                        L("INFO", "MapOutputTrackerWorker", "Doing the fetch; tracker endpoint = NettyRpcEndpointRef(spark://MapOutputTracker@ip-10-40-2-9.eu-west-1.compute.internal:41733)")
                        L("INFO", "MapOutputTrackerWorker", "Got the map output locations")
                    nb = 200
                    loc = r.randint(4, 20)
                    mb = r.uniform(5, 90)
                    L("INFO", "ShuffleBlockFetcherIterator", "Getting %d (%.1f MiB) non-empty blocks including %d (%.1f MiB) local and 0 (0.0 B) host-local and 0 (0.0 B) push-merged-local and %d (%.1f MiB) remote blocks"
                      % (nb, mb, loc, mb * loc / nb, nb - loc, mb * (nb - loc) / nb))
                    L("INFO", "ShuffleBlockFetcherIterator", "Started %d remote fetches in %d ms" % (r.randint(10, 26), r.randint(1, 30)))
                else:
                    L("INFO", "FileScanRDD", "Reading File path: s3a://acme-datalake-prod/raw/clickstream/dt=2025-10-13/hour=%02d/part-%05d-%s.c000.snappy.parquet, range: %d-%d, partition values: [empty row]"
                      % (r.randint(0, 23), part, uuid4(r), 0, r.choice([134217728, r.randint(10**6, 134217728)])))
                    if r.random() < 0.2:
                        L("INFO", "CodecPool", "Got brand-new decompressor [.snappy]")
                if r.random() < 0.04:
                    L("WARN", "TaskMemoryManager", "Failed to allocate a page (%d bytes), try again." % r.choice([67108864, 33554432]))
                if r.random() < 0.06:
                    L("INFO", "UnsafeExternalSorter", "Thread %d spilling sort data of %.1f MiB to disk (%d  time so far)" % (r.randint(60, 120), r.choice([256.0, 512.0, 384.0]), r.randint(1, 3)))
                dur = r.uniform(0.8, 25)

                def fin(s3):
                    if r.random() < 0.35 and not shuffle_read:
                        L("INFO", "FileOutputCommitter", "File Output Committer Algorithm version is 2")
                        L("INFO", "SQLHadoopMapReduceCommitProtocol", "Using output committer class org.apache.parquet.hadoop.ParquetOutputCommitter")
                        L("INFO", "CodecConfig", "Compression: SNAPPY")
                        L("INFO", "ParquetOutputFormat", "ParquetRecordWriter [block size: 134217728 b, row group size: 134217728 b, page size: 1048576 b, dictionary page size: 1048576 b, dictionary: true, validation: false, writer version: PARQUET_1_0]")
                        L("INFO", "FileOutputCommitter", "Saved output of task 'attempt_%s_%04d_m_%06d_%d' to s3a://acme-datalake-prod/curated/sessions/_temporary/0/task_%s_%04d_m_%06d"
                          % (s3.t.strftime("%Y%m%d%H%M%S"), stage, part, tid, s3.t.strftime("%Y%m%d%H%M%S"), stage, part))
                        L("INFO", "SparkHadoopMapRedUtil", "attempt_%s_%04d_m_%06d_%d: Committed. Elapsed time: %d ms." % (s3.t.strftime("%Y%m%d%H%M%S"), stage, part, tid, r.randint(40, 900)))
                    L("INFO", "Executor", "Finished task %d.0 in stage %d.0 (TID %d). %d bytes result sent to driver" % (part, stage, tid, r.randint(1800, 9000)))
                s2.after(dur, fin)
            sim.after(k * r.uniform(0.5, 4) + 0.01, run_task)

    def cleanup(s):
        b = r.randint(st["bc"] - 6, st["bc"] - 1)
        L("INFO", "BlockManager", "Removing RDD %d" % r.randint(10, 90)) if r.random() < 0.3 else None
        L("INFO", "BlockManager", "Removing broadcast %d" % b)
        L("INFO", "BlockManager", "Removing block broadcast_%d_piece0" % b)
        L("INFO", "MemoryStore", "Block broadcast_%d_piece0 of size %d dropped from memory (free %d)" % (b, r.randint(8000, 90000), 6200000000 + r.randint(0, 9999999)))
        L("INFO", "BlockManager", "Removing block broadcast_%d" % b)
        L("INFO", "MemoryStore", "Block broadcast_%d of size %d dropped from memory (free %d)" % (b, r.randint(20000, 250000), 6200000000 + r.randint(0, 9999999)))

    def conn(s):
        peer = "10.40.3.%d" % r.randint(10, 60)
        L("INFO", "TransportClientFactory", "Successfully created connection to ip-%s.eu-west-1.compute.internal/%s:7337 after %d ms (0 ms spent in bootstraps)" % (peer.replace(".", "-"), peer, r.randint(1, 9)))

    start()
    sim.every(45, new_stage, jitter=30, first=sim.t + timedelta(seconds=2))
    sim.every(120, cleanup, jitter=60)
    out = sim.run(r.randint(2700, 3300), 8, [(1, conn)], drain=True)
    L("INFO", "CoarseGrainedExecutorBackend", "Driver commanded a shutdown")
    L("INFO", "MemoryStore", "MemoryStore cleared")
    L("INFO", "BlockManager", "BlockManager stopped")
    L("INFO", "ShutdownHookManager", "Shutdown hook called")
    L("INFO", "ShutdownHookManager", "Deleting directory /mnt/yarn/usercache/etl/appcache/application_1728801112093_0871/spark-%s" % uuid4(r))
    return sim.out


# ----------------------------------------------------------------------------- 4 ZooKeeper

def gen_zookeeper(r):
    sim = Sim(r, datetime(2025, 9, 22, 3, 0, 4, 80000))
    myid = 3
    clients = ["10.30.2.%d" % i for i in range(11, 48)] + ["10.30.4.%d" % i for i in range(5, 20)]
    sessions = {}
    zxid = [0x40012a3f0]

    def L(level, thread, cls, line, msg):
        sim.emit("%s [myid:%d] - %-5s [%s:%s@%d] - %s" % (java_ts(sim.t), myid, level, thread, cls, line, msg))

    def sid():
        return "0x%x" % (0x3000a1f2b3c0000 + r.randint(0, 0xfffff))

    def connect(s):
        c = r.choice(clients)
        port = r.randint(32768, 60999)
        x = sid()
        sessions[x] = (c, port)
        if r.random() < 0.5:
            L("INFO", "CommitProcWorkThread-%d" % r.randint(1, 8), "o.a.z.s.ZooKeeperServer", 1131, "Session establishment request from client /%s:%d client's lastZxid is 0x0" % (c, port))
        else:
            L("INFO", "CommitProcWorkThread-%d" % r.randint(1, 8), "o.a.z.s.ZooKeeperServer", 1131, "Session establishment request from client /%s:%d client's lastZxid is 0x%x" % (c, port, zxid[0] - r.randint(0, 5000)))
        zxid[0] += 1

    def close(s):
        if not sessions:
            return
        x = r.choice(list(sessions))
        c, port = sessions.pop(x)
        k = r.random()
        if k < 0.55:
            L("WARN", "NIOWorkerThread-%d" % r.randint(1, 16), "o.a.z.s.NIOServerCnxn", 380, "Unexpected exception")
            sim.emit("EndOfStreamException: Unable to read additional data from client, it probably closed the socket: address = /%s:%d, session = %s" % (c, port, x))
            for fr in ["org.apache.zookeeper.server.NIOServerCnxn.handleFailedRead(NIOServerCnxn.java:163)",
                       "org.apache.zookeeper.server.NIOServerCnxn.doIO(NIOServerCnxn.java:326)",
                       "org.apache.zookeeper.server.NIOServerCnxnFactory$IOWorkRequest.doWork(NIOServerCnxnFactory.java:522)",
                       "org.apache.zookeeper.server.WorkerService$ScheduledWorkRequest.run(WorkerService.java:154)",
                       "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)",
                       "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:635)",
                       "java.base/java.lang.Thread.run(Thread.java:840)"] if r.random() < 0.15 else []:
                sim.emit("\tat " + fr)
        elif k < 0.85:
            L("INFO", "SessionTracker", "o.a.z.s.ZooKeeperServer", 632, "Expiring session %s, timeout of 40000ms exceeded" % x)
        else:
            L("INFO", "NIOWorkerThread-%d" % r.randint(1, 16), "o.a.z.s.NIOServerCnxn", 610, "Closed socket connection for client /%s:%d which had sessionid %s" % (c, port, x))
        zxid[0] += 1

    def fourlw(s):
        src = r.choice(["10.30.1.5", "10.30.1.6", "127.0.0.1"])
        cmd = r.choice(["ruok", "mntr", "mntr", "srvr"])
        L("INFO", "NIOWorkerThread-%d" % r.randint(1, 16), "o.a.z.s.NIOServerCnxn", 507, "Processing %s command from /%s:%d" % (cmd, src, r.randint(32768, 60999)))

    def fsync(s):
        L("WARN", "SyncThread:%d" % myid, "o.a.z.s.persistence.FileTxnLog", 378, "fsync-ing the write ahead log in SyncThread:%d took %dms which will adversely effect operation latency.File size is %d bytes. See the ZooKeeper troubleshooting guide"
          % (myid, r.randint(1001, 2400), 67108880))

    def snap(s):
        zxid[0] += r.randint(100, 3000)
        L("INFO", "SyncThread:%d" % myid, "o.a.z.s.persistence.FileTxnLog", 284, "Creating new log file: log.%x" % (zxid[0] + 1))
        L("INFO", "Snapshot Thread", "o.a.z.s.persistence.FileTxnSnapLog", 479, "Snapshotting: 0x%x to /var/lib/zookeeper/version-2/snapshot.%x" % (zxid[0], zxid[0]))
        s.step(0.05, 0.9)
        L("INFO", "Snapshot Thread", "o.a.z.s.ZooKeeperServer", 538, "Snapshot taken in %d ms" % r.randint(40, 900))

    def purge(s):
        L("INFO", "PurgeTask", "o.a.z.s.DatadirCleanupManager$PurgeTask", 139, "Purge task started.")
        for _ in range(r.randint(0, 3)):
            L("INFO", "PurgeTask", "o.a.z.s.PurgeTxnLog", 154, "Removing file: %s\t/var/lib/zookeeper/version-2/snapshot.%x" % (s.t.strftime("%b %d, %Y, %I:%M:%S %p"), zxid[0] - r.randint(10**5, 10**6)))
        L("INFO", "PurgeTask", "o.a.z.s.DatadirCleanupManager$PurgeTask", 145, "Purge task completed.")

    def learner(s):
        peer = r.choice([("10.30.1.11", 1), ("10.30.1.12", 2), ("10.30.1.14", 4), ("10.30.1.15", 5)])
        port = r.randint(32768, 60999)
        t = "LearnerHandler-/%s:%d" % (peer[0], port)
        L("INFO", "WorkerReceiver[myid=%d]" % myid, "o.a.z.s.q.FastLeaderElection$Messenger$WorkerReceiver", 390, "Notification: my state:LEADING; n.sid:%d, n.state:LOOKING, n.leader:%d, n.round:0x%x, n.peerEpoch:0x4, n.zxid:0x%x, message format version:0x2, n.config version:0x%x"
          % (peer[1], peer[1], r.randint(2, 9), zxid[0] - r.randint(1000, 9000), 0x300000000))
        L("INFO", "ListenerHandler-/10.30.1.13:3888", "o.a.z.s.q.QuorumCnxManager$Listener$ListenerHandler", 1070, "Received connection request from /%s:%d" % (peer[0], r.randint(32768, 60999)))
        L("INFO", t, "o.a.z.s.q.LearnerHandler", 504, "Follower sid: %d : info : %s:2888:3888:participant;0.0.0.0:2181" % (peer[1], peer[0]))
        L("INFO", t, "o.a.z.s.q.LearnerHandler", 808, "Synchronizing with Learner sid: %d maxCommittedLog=0x%x minCommittedLog=0x%x lastProcessedZxid=0x%x peerLastZxid=0x%x"
          % (peer[1], zxid[0], zxid[0] - 500, zxid[0], zxid[0] - r.randint(10, 400)))
        L("INFO", t, "o.a.z.s.q.LearnerHandler", 856, "Using committedLog for peer sid: %d" % peer[1])
        L("INFO", t, "o.a.z.s.q.LearnerHandler", 1112, "Sending DIFF zxid=0x%x  for peer sid: %d" % (zxid[0], peer[1]))
        L("INFO", t, "o.a.z.s.q.LearnerHandler", 686, "Received NEWLEADER-ACK message from %d" % peer[1])

    def auth(s):
        c = r.choice(clients)
        L("INFO", "NIOWorkerThread-%d" % r.randint(1, 16), "o.a.z.s.auth.SaslServerCallbackHandler", 120, "Successfully authenticated client: authenticationID=kafka/kafka-%d.streaming.internal@STREAMING.INTERNAL;  authorizationID=kafka/kafka-%d.streaming.internal@STREAMING.INTERNAL."
          % (r.randint(1, 5), r.randint(1, 5)))
        L("INFO", "NIOWorkerThread-%d" % r.randint(1, 16), "o.a.z.s.auth.SaslServerCallbackHandler", 136, "Setting authorizedID: kafka")
        L("INFO", "NIOWorkerThread-%d" % r.randint(1, 16), "o.a.z.s.ZooKeeperServer", 1587, "adding SASL authorization for authorizationID: kafka")

    sim.every(3600, purge, jitter=2, first=sim.t + timedelta(seconds=3300))
    sim.every(1500, snap, jitter=600)
    sim.every(15, fourlw, jitter=0.4)
    sim.at(sim.t + timedelta(seconds=r.randint(1500, 4000)), learner)
    return sim.run(r.randint(2400, 3600), 6, [(10, connect), (10, close), (0.15, fsync), (2, auth)], burst=0.2)


# ----------------------------------------------------------------------------- 5 OpenStack nova-compute

def gen_nova_compute(r):
    sim = Sim(r, datetime(2025, 8, 11, 10, 0, 2, 511000))
    pid = 2931
    node = "compute-07.cloud.internal"
    users = [hexs(r, 32) for _ in range(6)]
    projects = [hexs(r, 32) for _ in range(5)]
    images = [uuid4(r) for _ in range(5)]
    bases = {i: hexs(r, 40) for i in images}
    instances = [uuid4(r) for _ in range(38)]

    def ts():
        return sim.t.strftime("%Y-%m-%d %H:%M:%S.") + ms3(sim.t)

    def L(level, mod, req, msg, inst=None):
        sim.emit("%s %d %s %s [%s] %s%s" % (ts(), pid, level, mod, req, ("[instance: %s] " % inst) if inst else "", msg))

    def req():
        return "None req-%s %s %s - - default default" % (uuid4(r), r.choice(users), r.choice(projects))

    def build(s):
        inst = uuid4(r)
        q = req()
        img = r.choice(images)
        L("INFO", "nova.compute.claims", q, "Claim successful on node %s" % node, inst)
        s.step(0.2, 0.8)
        L("INFO", "nova.virt.libvirt.driver", q, "Creating image(s)", inst)
        if r.random() < 0.15:
            L("INFO", "nova.virt.libvirt.imagebackend", q, "Image locations are: [{'url': 'rbd://%s/images/%s/snap', 'metadata': {'store': 'ceph'}}]" % (uuid4(r), img), inst)
        s.step(1, 6)
        vif = uuid4(r)
        L("INFO", "os_vif", q, "Successfully plugged vif VIFOpenVSwitch(active=False,address=fa:16:3e:%s:%s:%s,bridge_name='br-int',has_traffic_filtering=True,id=%s,network=Network(%s),plugin='ovs',port_profile=VIFPortProfileOpenVSwitch,preserve_on_delete=False,vif_name='tap%s')"
          % (hexs(r, 2), hexs(r, 2), hexs(r, 2), vif, uuid4(r), vif[:11]))
        spawn = r.uniform(6, 22)

        def started(s2, inst=inst, q=q, spawn=spawn):
            L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Started (Lifecycle Event)", inst)
            L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Paused (Lifecycle Event)", inst)
            L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "During sync_power_state the instance has a pending task (spawning). Skip.", inst)
            s2.step(0.5, 2)
            L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Resumed (Lifecycle Event)", inst)
            L("INFO", "nova.virt.libvirt.driver", "-", "Instance spawned successfully.", inst)
            L("INFO", "nova.compute.manager", q, "Took %.2f seconds to spawn the instance on the hypervisor." % spawn, inst)
            L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "During sync_power_state the instance has a pending task (spawning). Skip.", inst)
            L("INFO", "nova.compute.manager", q, "Took %.2f seconds to build instance." % (spawn + r.uniform(2, 8)), inst)
            instances.append(inst)
        sim.after(spawn, started)

    def delete(s):
        if len(instances) < 20:
            return
        inst = instances.pop(r.randrange(len(instances)))
        q = req()
        L("INFO", "nova.compute.manager", q, "Terminating instance", inst)
        s.step(0.3, 2.5)
        L("INFO", "nova.virt.libvirt.driver", "-", "Instance destroyed successfully.", inst)
        L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Stopped (Lifecycle Event)", inst)
        vif = uuid4(r)
        L("INFO", "os_vif", q, "Successfully unplugged vif VIFOpenVSwitch(active=True,address=fa:16:3e:%s:%s:%s,bridge_name='br-int',has_traffic_filtering=True,id=%s,network=Network(%s),plugin='ovs',port_profile=VIFPortProfileOpenVSwitch,preserve_on_delete=False,vif_name='tap%s')"
          % (hexs(r, 2), hexs(r, 2), hexs(r, 2), vif, uuid4(r), vif[:11]))
        L("INFO", "nova.virt.libvirt.driver", q, "Deleting instance files /var/lib/nova/instances/%s_del" % inst, inst)
        L("INFO", "nova.virt.libvirt.driver", q, "Deletion of /var/lib/nova/instances/%s_del complete" % inst, inst)
        L("INFO", "nova.compute.manager", q, "Took %.2f seconds to destroy the instance on the hypervisor." % r.uniform(0.4, 2.5), inst)
        s.step(0.5, 2)
        L("INFO", "nova.compute.manager", q, "Took %.2f seconds to deallocate network for instance." % r.uniform(0.6, 3), inst)
        if r.random() < 0.5:
            L("INFO", "nova.scheduler.client.report", q, "Deleted allocations for instance %s" % inst)

    def reboot(s):
        if not instances:
            return
        inst = r.choice(instances)
        q = req()
        L("INFO", "nova.compute.manager", q, "Rebooting instance", inst)
        s.step(3, 15)
        L("INFO", "nova.virt.libvirt.driver", "-", "Instance shutdown successfully after %d seconds." % r.randint(2, 14), inst)
        L("INFO", "nova.virt.libvirt.driver", "-", "Instance destroyed successfully.", inst)
        L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Stopped (Lifecycle Event)", inst)
        s.step(1, 4)
        L("INFO", "nova.virt.libvirt.driver", "-", "Instance rebooted successfully.", inst)
        L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Started (Lifecycle Event)", inst)
        L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "VM Resumed (Lifecycle Event)", inst)

    def console(s):
        if not instances:
            return
        inst = r.choice(instances)
        L("INFO", "nova.compute.manager", req(), "Get console output", inst)

    def resources(s):
        q = "None req-%s - - - - - -" % uuid4(r)
        used = len(instances)
        L("INFO", "nova.compute.resource_tracker", q, "Final resource view: name=%s phys_ram=257676MB used_ram=%dMB phys_disk=1787GB used_disk=%dGB total_vcpus=64 used_vcpus=%d pci_stats=[]"
          % (node, 2048 + used * 4096, used * 40, used * 2))

    def sync_power(s):
        q = "None req-%s - - - - - -" % uuid4(r)
        if r.random() < 0.12:
            L("WARNING", "nova.compute.manager", q, "While synchronizing instance power states, found %d instances in the database and %d instances on the hypervisor." % (len(instances) - 1, len(instances)))
        else:
            pass

    def imagecache(s):
        q = "None req-%s - - - - - -" % uuid4(r)
        for img in images:
            L("INFO", "nova.virt.libvirt.imagecache", q, "image %s at (/var/lib/nova/instances/_base/%s): checking" % (img, bases[img]))
        L("INFO", "nova.virt.libvirt.imagecache", q, "Active base files: %s" % " ".join("/var/lib/nova/instances/_base/%s" % bases[i] for i in images[:3]))
        if r.random() < 0.4:
            stale = hexs(r, 40)
            L("INFO", "nova.virt.libvirt.imagecache", q, "Unknown base file: /var/lib/nova/instances/_base/%s" % stale)
            L("INFO", "nova.virt.libvirt.imagecache", q, "Removable base files: /var/lib/nova/instances/_base/%s" % stale)
            L("INFO", "nova.virt.libvirt.imagecache", q, "Base or swap file too young to remove: /var/lib/nova/instances/_base/%s" % stale)

    def rpc_reconnect(s):
        L("INFO", "oslo.messaging._drivers.impl_rabbit", "-", "[%s] Reconnected to AMQP server on rabbit-2.cloud.internal:5672 via [amqp] client with port %d." % (uuid4(r), r.randint(32768, 60999)))

    def heal(s):
        if instances:
            L("INFO", "nova.compute.manager", "None req-%s - - - - - -" % uuid4(r), "Updated the network info_cache for instance", r.choice(instances))

    sim.every(60, resources, jitter=1)
    sim.every(600, sync_power, jitter=2)
    sim.every(2400, imagecache, jitter=5)
    sim.every(60, heal, jitter=2)
    return sim.run(r.randint(2500, 3500), 14, [(10, build), (9, delete), (2, reboot), (3, console), (0.2, rpc_reconnect)], burst=0.15)


# ----------------------------------------------------------------------------- 6 BlueGene/L RAS

def gen_bgl_ras(r):
    sim = Sim(r, datetime(2025, 6, 3, 15, 42, 50, 675872))

    def node():
        return "R%02d-M%d-N%X-C:J%02d-U%02d" % (r.randint(0, 47), r.randint(0, 1), r.randint(0, 15), r.randint(2, 17), r.choice([1, 11]))

    def L(loc, comp, level, msg, flag="-"):
        t = sim.t
        sim.emit("%s %d %s %s %s %s RAS %s %s %s" % (flag, epoch(t), t.strftime("%Y.%m.%d"), loc, t.strftime("%Y-%m-%d-%H.%M.%S.") + "%06d" % t.microsecond, loc, comp, level, msg))

    def burst_same(msg, comp="KERNEL", level="INFO", n=None, mid=None):
        base = mid or ("R%02d-M%d" % (r.randint(0, 47), r.randint(0, 1)))
        for _ in range(n or r.randint(4, 40)):
            loc = "%s-N%X-C:J%02d-U%02d" % (base, r.randint(0, 15), r.randint(2, 17), r.choice([1, 11]))
            L(loc, comp, level, msg() if callable(msg) else msg)
            sim.step(0.00001, 0.3)

    def icache(s):
        burst_same("instruction cache parity error corrected", n=r.randint(1, 60))

    def ce(s):
        loc = node()
        for _ in range(r.randint(1, 12)):
            L(loc, "KERNEL", "INFO", "CE sym %d, at 0x%08x, mask 0x%02x" % (r.randint(0, 35), r.randint(0, 0x1fffffff) & ~0x1f, 1 << r.randint(0, 7)))
            sim.step(0.00001, 0.01)
        L(loc, "KERNEL", "INFO", "total of %d ddr error(s) detected and corrected" % r.randint(1, 30))

    def ddr_summary(s):
        L(node(), "KERNEL", "INFO", "%d ddr error(s) detected and corrected on rank 0, symbol %d over %d seconds" % (r.randint(1, 9), r.randint(0, 35), r.randint(100, 90000)))

    def hummer(s):
        burst_same(lambda: "%d double-hummer alignment exceptions" % r.randint(1, 5000), n=r.randint(1, 20))

    def torus(s):
        L(node(), "KERNEL", "INFO", "%d torus %s %s input pipe error(s) (dcr 0x%04x) detected and corrected" % (r.randint(1, 80), r.choice(["receiver", "sender"]), r.choice(["x+", "x-", "y+", "y-", "z+", "z-"]), r.choice([0x02ec, 0x02ed, 0x02ee, 0x02ef])))

    def edram(s):
        L(node(), "KERNEL", "INFO", "%d L3 EDRAM error(s) (dcr 0x%04x) detected and corrected" % (r.randint(1, 4), 0x0157))

    def tree(s):
        L(node(), "KERNEL", "INFO", "%d tree receiver %d in re-synch state event(s) (dcr 0x%04x) detected" % (r.randint(1, 200), r.randint(0, 2), 0x019a + r.randint(0, 2)))

    def sparing(s):
        m = "R%02d-M%d-L%d-U%02d" % (r.randint(0, 47), r.randint(0, 1), r.randint(0, 3), r.randint(10, 20))
        L(m, "LINKCARD", "INFO", "MidplaneSwitchController performing bit sparing on %s bit %d" % (m, r.randint(0, 20)))

    def core(s):
        mid = "R%02d-M%d" % (r.randint(0, 47), r.randint(0, 1))
        burst_same(lambda: "generating core.%d" % r.randint(100, 9999), n=r.randint(2, 24), mid=mid)

    return sim.run(r.randint(2600, 3600), 40, [(10, icache), (8, ce), (4, ddr_summary), (5, hummer), (2, torus), (1, edram), (2, tree), (0.5, sparing), (0.3, core)], burst=0.2)


# ----------------------------------------------------------------------------- 7 HPC cluster event log

def gen_hpc_cluster(r):
    sim = Sim(r, datetime(2025, 4, 2, 7, 15, 0))
    ids = [134680 + r.randint(0, 50)]
    cmd = [2708]

    def L(nodeid, comp, state, msg):
        ids[0] += r.randint(1, 9)
        sim.emit("%d %s %s %s %d 1 %s" % (ids[0], nodeid, comp, state, epoch(sim.t), msg))

    def nodes_range():
        a = r.randrange(0, 480, 8)
        return a, a + r.choice([7, 15, 31])

    def boot(s):
        cmd[0] += 1
        a, b = nodes_range()
        dom = "node-D%d" % (a // 32)
        L(dom, "boot_cmd", "new", "Targeting domains:%s and nodes:node-[%d-%d] child of command %d" % (dom, a, b, cmd[0]))
        for n in range(a, b + 1):
            s.step(0.0, 0.4)
            L("node-%d" % n, "node", "status", "booting")
        s.step(30, 240)
        for n in range(a, b + 1):
            s.step(0.0, 1.5)
            L("node-%d" % n, "node", "status", "running")
        L(dom, "boot_cmd", "success", "Command has completed successfully")

    def addmember(s):
        cmd[0] += 1
        n = r.randint(0, 511)
        L("node-%d" % n, "action", "start", "clusterAddMember  (command %d)" % cmd[0])
        s.step(1, 20)

    def unavail(s):
        n = r.randint(0, 511)
        hw = r.randint(1000, 3999)
        comp = r.choice(["alt0", "alt0", "scsi0", "eth1"])
        L("node-%d" % n, "unix.hw", "state_change.unavailable", "Component State Change: Component \\042%s\\042 is in the unavailable state (HWID=%d)" % (comp, hw))
        s.step(20, 300)
        L("node-%d" % n, "unix.hw", "state_change.available", "Component State Change: Component \\042%s\\042 is in the available state (HWID=%d)" % (comp, hw))

    def ambient(s):
        for _ in range(r.randint(1, 6)):
            L("node-%d" % r.randint(0, 511), "node", "temperature", "ambient=%d" % r.randint(18, 31))
            s.step(0.0, 2)

    def psu(s):
        L("node-%d" % r.randint(0, 511), "node", "powered", "node powered on")

    def halt(s):
        cmd[0] += 1
        a, b = nodes_range()
        dom = "node-D%d" % (a // 32)
        L(dom, "boot_cmd", "new", "Targeting domains:%s and nodes:node-[%d-%d] child of command %d" % (dom, a, b, cmd[0]))
        for n in range(a, min(b, a + 7) + 1):
            s.step(0.0, 1)
            L("node-%d" % n, "node", "status", "configured out")
        s.step(60, 600)
        for n in range(a, min(b, a + 7) + 1):
            s.step(0.0, 1)
            L("node-%d" % n, "node", "status", "configured in")

    def link(s):
        sw = "switch%d" % r.randint(1, 24)
        L("gige%d" % r.randint(1, 12), "switch_module", "port", "Port %d link up, 1000 Mbps full duplex" % r.randint(1, 48))

    return sim.run(r.randint(2500, 3500), 35, [(3, boot), (8, addmember), (6, unavail), (10, ambient), (4, psu), (1.5, halt), (3, link)], burst=0.1)


# ----------------------------------------------------------------------------- 8 Thunderbird-style syslog

def gen_thunderbird(r):
    sim = Sim(r, datetime(2025, 11, 9, 12, 0, 3))
    computes = ["dn%d" % i for i in range(1, 1000, 7)] + ["bn%d" % i for i in range(1, 400, 5)] + ["an%d" % i for i in range(600, 800, 3)]

    def L(host, src, msg, alert="-"):
        t = sim.t
        sim.emit("%s %d %s %s %s %s/%s %s: %s" % (alert, epoch(t), t.strftime("%Y.%m.%d"), host, syslog_ts(t), host, host, src, msg))

    def La(host, src, msg):  # admin nodes log through syslog-ng as local@host
        t = sim.t
        sim.emit("- %d %s %s %s local@%s %s: %s" % (epoch(t), t.strftime("%Y.%m.%d"), host, syslog_ts(t), host, src, msg))

    def cron(s):
        for h in r.sample(computes, r.randint(3, 40)):
            p = r.randint(1000, 32000)
            L(h, "crond(pam_unix)[%d]" % p, "session opened for user root by (uid=0)")
            L(h, "crond[%d]" % (p + 1), "(root) CMD (run-parts /etc/cron.hourly)")
            s.step(0.001, 0.4)
            L(h, "crond(pam_unix)[%d]" % p, "session closed for user root")
            s.step(0.0, 0.2)

    def gmetad(s):
        La("tbird-admin1", "/apps/x86_64/system/ganglia-3.0.1/sbin/gmetad[1682]", "data_thread() got not answer from any [Thunderbird_%s%d] datasource" % (r.choice("ABCDE"), r.randint(1, 9)))

    def ntp(s):
        h = r.choice(computes)
        L(h, "ntpd[%d]" % r.randint(2000, 4000), r.choice(["synchronized to 10.100.18.250, stratum 3", "synchronized to LOCAL(0), stratum 10", "kernel time sync enabled 0001", "time reset +0.%06d s" % r.randint(100000, 999999)]))

    def sshd(s):
        h = r.choice(computes)
        p = r.randint(1000, 32000)
        u = r.choice(["jbtest", "rmgr", "mpiuser", "bldr", "ops"])
        L(h, "sshd[%d]" % p, "Accepted publickey for %s from 10.100.%d.%d port %d ssh2" % (u, r.randint(0, 30), r.randint(1, 254), r.randint(32768, 60999)))
        L(h, "sshd(pam_unix)[%d]" % p, "session opened for user %s by (uid=0)" % u)
        s.step(0.5, 30)
        L(h, "sshd(pam_unix)[%d]" % p, "session closed for user %s" % u)

    def dhcp(s):
        mac = ":".join(hexs(r, 2) for _ in range(6))
        ip = "10.100.%d.%d" % (r.randint(0, 30), r.randint(1, 254))
        La("tbird-admin1", "dhcpd", "DHCPDISCOVER from %s via eth1" % mac)
        La("tbird-admin1", "dhcpd", "DHCPOFFER on %s to %s via eth1" % (ip, mac))
        s.step(0.01, 0.5)
        La("tbird-admin1", "dhcpd", "DHCPREQUEST for %s (10.100.0.250) from %s via eth1" % (ip, mac))
        La("tbird-admin1", "dhcpd", "DHCPACK on %s to %s via eth1" % (ip, mac))
        if r.random() < 0.5:
            La("tbird-admin1", "in.tftpd[%d]" % r.randint(1000, 32000), "RRQ from %s filename pxelinux.0" % ip)
            La("tbird-admin1", "in.tftpd[%d]" % r.randint(1000, 32000), "RRQ from %s filename pxelinux.cfg/%s" % (ip, "".join("%02X" % int(x) for x in ip.split("."))))

    def kernel_link(s):
        h = r.choice(computes)
        L(h, "kernel", "e1000: eth0: e1000_watchdog: NIC Link is Up 1000 Mbps Full Duplex")

    def pbs(s):
        h = r.choice(computes)
        job = "%d.tbird-sched1" % r.randint(100000, 999999)
        L(h, "pbs_mom[%d]" % r.randint(1000, 4000), "%s;pbs_mom;Job;%s;Started, pid = %d" % (s.t.strftime("%m/%d/%Y %H:%M:%S"), job, r.randint(1000, 32000)))
        s.step(0.1, 3)
        L(h, "pbs_mom[%d]" % r.randint(1000, 4000), "%s;pbs_mom;Job;%s;task %08x terminated" % (s.t.strftime("%m/%d/%Y %H:%M:%S"), job, r.randint(1, 9))) if r.random() < 0.5 else None

    def ib(s):
        La("tbird-sm1", "ib_sm.x[%d]" % 24904, "[ib_sm_sweep.c:%d]: No topology change" % 1455) if r.random() < 0.7 else La("tbird-sm1", "ib_sm.x[24904]", "[ib_sm_sweep.c:1482]: No configuration change required")

    def xinetd(s):
        h = r.choice(computes)
        L(h, "xinetd[%d]" % r.randint(2000, 3000), "START: rsh pid=%d from=10.100.%d.%d" % (r.randint(1000, 32000), r.randint(0, 30), r.randint(1, 254)))

    sim.every(3600, cron, jitter=0.5, first=datetime(2025, 11, 9, 13, 1, 1))
    sim.every(31, ib, jitter=1)
    return sim.run(r.randint(2500, 3500), 5, [(16, gmetad), (6, ntp), (5, sshd), (3, dhcp), (2, kernel_link), (4, pbs), (2, xinetd)], burst=0.2)


# ----------------------------------------------------------------------------- 9 Linux syslog (Ubuntu workstation/build box)

def gen_linux_syslog(r):
    sim = Sim(r, datetime(2025, 3, 3, 5, 58, 11, 204113))
    host = "build-ws-07"
    pids = {"NetworkManager": 812, "dockerd": 1345, "containerd": 1092, "snapd": 1023, "systemd-resolved": 611, "systemd-timesyncd": 614, "rsyslogd": 734, "systemd-logind": 790}
    containers = [hexs(r, 64) for _ in range(6)]

    def L(src, msg):
        sim.step(0.000005, 0.0004)
        t = sim.t
        sim.emit("%s+00:00 %s %s: %s" % (t.strftime("%Y-%m-%dT%H:%M:%S.%f"), host, src, msg))

    def P(name):
        return "%s[%d]" % (name, pids[name])

    def cron_sysstat(s):
        p = r.randint(20000, 99999)
        L("CRON[%d]" % p, "(root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)")

    def cron_hourly(s):
        p = r.randint(20000, 99999)
        L("CRON[%d]" % p, "(root) CMD (cd / && run-parts --report /etc/cron.hourly)")

    def sysstat_timer(s):
        L("systemd[1]", "Starting sysstat-collect.service - system activity accounting tool...")
        s.step(0.01, 0.08)
        L("systemd[1]", "sysstat-collect.service: Deactivated successfully.")
        L("systemd[1]", "Finished sysstat-collect.service - system activity accounting tool.")

    def ufw(s):
        src = pub_ip(r)
        dpt = r.choice([22, 23, 445, 3389, 5900, 8080, 8443, 6379, 5432, 9200, 503, 911, 1433, 2375])
        L("kernel", "[UFW BLOCK] IN=eno1 OUT= MAC=3c:ec:ef:4a:91:20:00:1c:73:00:00:99:08:00 SRC=%s DST=10.12.3.45 LEN=%d TOS=0x00 PREC=0x00 TTL=%d ID=%d PROTO=TCP SPT=%d DPT=%d WINDOW=%d RES=0x00 SYN URGP=0"
          % (src, r.choice([40, 44, 60]), r.randint(40, 250), r.randint(1, 65535), r.randint(1024, 65535), dpt, r.choice([1024, 65535, 29200, 14600])))

    def nm_dhcp(s):
        ts = "%d.%04d" % (epoch(s.t), r.randint(0, 9999))
        L(P("NetworkManager"), "<info>  [%s] dhcp4 (eno1): state changed new lease, address=10.12.3.45" % ts)

    def resolved(s):
        L(P("systemd-resolved"), r.choice(["Using degraded feature set UDP instead of UDP+EDNS0 for DNS server 10.12.0.2.",
                                           "Using degraded feature set TCP instead of UDP for DNS server 10.12.0.2.",
                                           "Grace period over, resuming full feature set (UDP+EDNS0) for DNS server 10.12.0.2."]))

    def snap(s):
        L(P("snapd"), 'storehelpers.go:769: cannot refresh: snap has no updates available: "core20", "core22", "firefox", "gnome-42-2204", "gtk-common-themes", "lxd", "snapd"')
        L(P("snapd"), "autorefresh.go:540: auto-refresh: all snaps are up-to-date")

    def apparmor(s):
        p = r.randint(3000, 90000)
        L("kernel", 'audit: type=1400 audit(%d.%03d:%d): apparmor="DENIED" operation="open" class="file" profile="snap.firefox.firefox" name="/proc/%d/cgroup" pid=%d comm="firefox" requested_mask="r" denied_mask="r" fsuid=1000 ouid=1000'
          % (epoch(s.t), r.randint(0, 999), r.randint(100, 9999), p, p))

    def session(s):
        n = r.randint(400, 900)
        L(P("systemd-logind"), "New session %d of user ci." % n)
        L("systemd[1]", "Started session-%d.scope - Session %d of User ci." % (n, n))
        s.step(1, 60)
        L("systemd[1]", "session-%d.scope: Deactivated successfully." % n)
        L(P("systemd-logind"), "Session %d logged out. Waiting for processes to exit." % n)
        L(P("systemd-logind"), "Removed session %d." % n)

    def container_cycle(s):
        c = r.choice(containers)
        L(P("containerd"), 'time="%s" level=info msg="loading plugin \\"io.containerd.event.v1.publisher\\"..." runtime=io.containerd.runc.v2 type=io.containerd.event.v1' % iso_ns(s.t))
        L(P("containerd"), 'time="%s" level=info msg="loading plugin \\"io.containerd.internal.v1.shutdown\\"..." runtime=io.containerd.runc.v2 type=io.containerd.internal.v1' % iso_ns(s.t))
        L(P("containerd"), 'time="%s" level=info msg="loading plugin \\"io.containerd.ttrpc.v1.task\\"..." runtime=io.containerd.runc.v2 type=io.containerd.ttrpc.v1' % iso_ns(s.t))
        L(P("containerd"), 'time="%s" level=info msg="loading plugin \\"io.containerd.ttrpc.v1.pause\\"..." runtime=io.containerd.runc.v2 type=io.containerd.ttrpc.v1' % iso_ns(s.t))
        L("systemd[1]", "Started docker-%s.scope - libcontainer container %s." % (c, c))
        s.step(5, 200)
        L(P("dockerd"), 'time="%s" level=info msg="ignoring event" container=%s module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"' % (iso_ns(s.t), c))
        L(P("containerd"), 'time="%s" level=info msg="shim disconnected" id=%s namespace=moby' % (iso_ns(s.t), c))
        L(P("containerd"), 'time="%s" level=warning msg="cleaning up after shim disconnected" id=%s namespace=moby' % (iso_ns(s.t), c))
        L(P("containerd"), 'time="%s" level=info msg="cleaning up dead shim" namespace=moby' % iso_ns(s.t))
        L("systemd[1]", "docker-%s.scope: Deactivated successfully." % c)
        L("systemd[1]", "var-lib-docker-overlay2-%s\\x2dinit-merged.mount: Deactivated successfully." % hexs(r, 64)) if r.random() < 0.3 else None
        L("systemd[1]", "var-lib-docker-overlay2-%s-merged.mount: Deactivated successfully." % hexs(r, 64))
        veth = "veth" + hexs(r, 7)
        L("kernel", "docker0: port 1(%s) entered disabled state" % veth)
        L("kernel", "%s (unregistering): left allmulticast mode" % veth)
        L("kernel", "%s (unregistering): left promiscuous mode" % veth)
        L("kernel", "docker0: port 1(%s) entered disabled state" % veth)
        L(P("NetworkManager"), "<info>  [%d.%04d] device (%s): released from master device docker0" % (epoch(s.t), r.randint(0, 9999), veth))

    def timesync(s):
        L(P("systemd-timesyncd"), "Contacted time server 185.125.190.57:123 (ntp.ubuntu.com).")

    def rsyslog_rotate(s):
        L("systemd[1]", "Starting logrotate.service - Rotate log files...")
        L(P("rsyslogd"), '[origin software="rsyslogd" swVersion="8.2312.0" x-pid="%d" x-info="https://www.rsyslog.com"] rsyslogd was HUPed' % pids["rsyslogd"])
        L("systemd[1]", "logrotate.service: Deactivated successfully.")
        L("systemd[1]", "Finished logrotate.service - Rotate log files.")

    def apt_timer(s):
        L("systemd[1]", "Starting apt-daily.service - Daily apt download activities...")
        s.step(2, 12)
        L("systemd[1]", "apt-daily.service: Deactivated successfully.")
        L("systemd[1]", "Finished apt-daily.service - Daily apt download activities.")
        L("systemd[1]", "apt-daily.service: Consumed %.3fs CPU time." % r.uniform(1, 9))

    def fwupd(s):
        L("systemd[1]", "Starting fwupd-refresh.service - Refresh fwupd metadata and update motd...")
        L("systemd[1]", "fwupd-refresh.service: Deactivated successfully.")
        L("systemd[1]", "Finished fwupd-refresh.service - Refresh fwupd metadata and update motd.")

    def oom(s):
        c = containers[2]
        scope = "/system.slice/docker-%s.scope" % c
        pid = r.randint(40000, 60000)
        L("kernel", "java invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0")
        L("kernel", "CPU: 5 PID: %d Comm: java Not tainted 6.8.0-52-generic #53-Ubuntu" % (pid + 31))
        L("kernel", "Hardware name: Dell Inc. Precision 3660/0PRR48, BIOS 2.16.0 11/14/2024")
        L("kernel", "Call Trace:")
        L("kernel", " <TASK>")
        for fr in ["dump_stack_lvl+0x76/0xa0", "dump_stack+0x10/0x20", "dump_header+0x47/0x1f0", "oom_kill_process+0x118/0x280",
                   "out_of_memory+0x103/0x350", "mem_cgroup_out_of_memory+0x145/0x170", "try_charge_memcg+0x6d6/0x7d0",
                   "charge_memcg+0x40/0xe0", "__mem_cgroup_charge+0x2d/0x90", "do_anonymous_page+0x1b6/0x440", "handle_pte_fault+0x1c8/0x1e0",
                   "__handle_mm_fault+0x652/0x790", "handle_mm_fault+0x18a/0x380", "do_user_addr_fault+0x169/0x670",
                   "exc_page_fault+0x83/0x1b0", "asm_exc_page_fault+0x27/0x30"]:
            L("kernel", " " + fr)
        L("kernel", "RIP: 0033:0x7f3a%s" % hexs(r, 8))
        L("kernel", " </TASK>")
        L("kernel", "memory: usage 4194304kB, limit 4194304kB, failcnt 2118")
        L("kernel", "swap: usage 0kB, limit 0kB, failcnt 0")
        L("kernel", "Memory cgroup stats for %s:" % scope)
        L("kernel", "anon 4267126784")
        L("kernel", "file 1998848")
        L("kernel", "Tasks state (memory values in pages):")
        L("kernel", "[  pid  ]   uid  tgid total_vm      rss rss_anon rss_file rss_shmem pgtables_bytes swapents oom_score_adj name")
        L("kernel", "[  %5d]     0 %5d     1032      384        0      384         0    49152        0             0 tini" % (pid - 40, pid - 40))
        L("kernel", "[  %5d]  1000 %5d  2398733  1042511  1041812      699         0  9093120        0             0 java" % (pid, pid))
        L("kernel", "oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=docker-%s.scope,mems_allowed=0,oom_memcg=%s,task_memcg=%s,task=java,pid=%d,uid=1000" % (c, scope, scope, pid))
        L("kernel", "Memory cgroup out of memory: Killed process %d (java) total-vm:9594932kB, anon-rss:4167248kB, file-rss:2796kB, shmem-rss:0kB, UID:1000 pgtables:8880kB oom_score_adj:0" % pid)
        s.step(0.05, 0.3)
        L("systemd[1]", "docker-%s.scope: A process of this unit has been killed by the OOM killer." % c)
        L(P("dockerd"), 'time="%s" level=info msg="ignoring event" container=%s module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"' % (iso_ns(s.t), c))
        L(P("containerd"), 'time="%s" level=info msg="shim disconnected" id=%s namespace=moby' % (iso_ns(s.t), c))
        L(P("containerd"), 'time="%s" level=warning msg="cleaning up after shim disconnected" id=%s namespace=moby' % (iso_ns(s.t), c))
        L(P("containerd"), 'time="%s" level=info msg="cleaning up dead shim" namespace=moby' % iso_ns(s.t))
        L("systemd[1]", "docker-%s.scope: Deactivated successfully." % c)
        L("systemd[1]", "docker-%s.scope: Consumed 14min 12.881s CPU time, 4.0G memory peak, 0B memory swap peak." % c)
        s.step(0.5, 1.5)
        L("systemd[1]", "Started docker-%s.scope - libcontainer container %s." % (c, c))

    sim.every(600, cron_sysstat, jitter=0.05, first=datetime(2025, 3, 3, 6, 5, 1, 4411))
    sim.every(600, sysstat_timer, jitter=0.2, first=datetime(2025, 3, 3, 6, 0, 4, 120000))
    sim.every(3600, cron_hourly, jitter=0.05, first=datetime(2025, 3, 3, 6, 17, 1, 88312))
    sim.every(1800, timesync, jitter=30)
    sim.every(21600, snap, jitter=3000)
    sim.every(7200, nm_dhcp, jitter=5)
    sim.at(datetime(2025, 3, 3, 6, 25, 2, 551000), apt_timer)
    sim.at(datetime(2025, 3, 3, 7, 0, 0, 331000), rsyslog_rotate)
    sim.at(datetime(2025, 3, 3, 9, 42, 17, 8000), fwupd)
    sim.at(datetime(2025, 3, 3, 8, 37, 44, 610233), oom)
    return sim.run(r.randint(2600, 3400), 9, [(30, ufw), (3, resolved), (4, apparmor), (3, session), (4, container_cycle)], burst=0.2)


def iso_ns(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%06d%03d" % (t.microsecond, 417) + "Z"


# ----------------------------------------------------------------------------- 10 macOS system.log

def gen_macos_system(r):
    sim = Sim(r, datetime(2025, 2, 17, 8, 51, 3))
    host = "mbp-dev-42"
    last = [None]

    def L(src, msg):
        line = "%s %s %s: %s" % (syslog_ts(sim.t), host, src, msg)
        if last[0] == (src, msg) and r.random() < 0.7:
            sim.emit("%s %s --- last message repeated 1 time ---" % (syslog_ts(sim.t), host))
            return
        last[0] = (src, msg)
        sim.emit(line)

    def mdworker(s):
        uid = uuid4(r).upper()
        L("com.apple.xpc.launchd[1]", "(com.apple.mdworker.shared.%s[%d]): Service exited due to SIGKILL | sent by mds[%d]" % ("0" * 8 + uid[8:], r.randint(3000, 90000), 371))

    def respawn(s):
        svc = r.choice(["com.apple.quicklook.ThumbnailsAgent", "com.apple.photoanalysisd", "com.apple.bird", "com.apple.cloudphotod", "com.apple.mediaanalysisd"])
        L("com.apple.xpc.launchd[1]", "(%s[%d]): Service only ran for %d seconds. Pushing respawn out by %d seconds." % (svc, r.randint(3000, 90000), r.randint(0, 9), r.choice([10, 7, 9])))

    def asl(s):
        L("syslogd[118]", "ASL Sender Statistics")

    def wake(s):
        L("kernel[0]", "PM response took %d ms (%d, powerd)" % (r.randint(1001, 2600), r.randint(40, 70)))
        L("kernel[0]", "Wake reason: %s" % r.choice(["XHC1", "RTC (Alarm)", "EC.LidOpen (User)", "NUB.SPMI0Sw3IRQ nub-spmi0.0x02 rtc (Maintenance)"]))
        L("configd[55]", "network changed: v4(en0:192.168.1.%d) DNS* Proxy SMB" % r.randint(20, 90))
        L("kernel[0]", "AirPort: Link Up on en0")
        L("symptomsd[215]", "__73-[NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:]_block_invoke unexpected switch value 2")
        L("UserEventAgent[43]", "Captive: CNPluginHandler en0: Evaluating")
        L("UserEventAgent[43]", "Captive: en0: Not probing 'HomeNet-5G' (protected network)")
        L("UserEventAgent[43]", "Captive: CNPluginHandler en0: Authenticated")

    def sleep(s):
        L("kernel[0]", "AppleCamIn::systemWakeCall - messageType = 0xE0000280")
        L("kernel[0]", "AirPort: Link Down on en0. Reason 8 (Disassociated because station leaving).")
        L("kernel[0]", "Previous sleep cause: 5")

    def sandbox(s):
        proc = r.choice(["mdworker_shared", "com.apple.WebKit.WebContent", "Slack Helper (Renderer)", "Google Chrome Helper (Renderer)"])
        L("kernel[0]", "Sandbox: %s(%d) deny(1) file-read-data /Users/dev/Library/Preferences/%s" % (proc, r.randint(3000, 90000), r.choice(["com.apple.HIToolbox.plist", ".GlobalPreferences.plist", "com.apple.LaunchServices/com.apple.launchservices.secure.plist"])))

    def path_not_allowed(s):
        p = r.randint(3000, 90000)
        L("com.apple.xpc.launchd[1]", "(com.apple.xpc.launchd.domain.pid.WebContent.%d): Path not allowed in target domain: type = pid, path = /System/Library/Frameworks/WebKit.framework/Versions/A/XPCServices/com.apple.WebKit.Networking.xpc error = 147: The specified service did not ship in the requestor's bundle, origin = /System/Library/Frameworks/WebKit.framework/Versions/A/XPCServices/com.apple.WebKit.WebContent.xpc" % p)

    def thermal(s):
        L("com.apple.CDScheduler[43]", "Thermal pressure state: %d Memory pressure state: 0" % r.randint(0, 1))

    def timed(s):
        L("timed[99]", "settimeofday({0x%x,0x%x}) == 0" % (epoch(s.t), r.randint(0, 999999)))

    def backup(s):
        L("com.apple.xpc.launchd[1]", "(com.apple.backupd-auto[%d]): Service exited with abnormal code: 75" % r.randint(3000, 90000)) if r.random() < 0.3 else L("com.apple.xpc.launchd[1]", "(com.apple.backupd-helper.xpc[%d]): Service exited due to SIGTERM | sent by launchd[1]" % r.randint(3000, 90000))

    def usb(s):
        L("kernel[0]", "IOThunderboltSwitch<0>(0x0)::listenerCallback - Thunderbolt HPD packet for route = 0x0 port = %d unplug = %d" % (r.choice([11, 12]), r.randint(0, 1)))

    def chrome(s):
        L("Google Chrome Helper[%d]" % r.randint(3000, 90000), "Libnotify: notify_register_coalesced_registration failed with code 9 on line 2835") if r.random() < 0.5 else L("Google Chrome[%d]" % 614, "objc[614]: Class FIFinderSyncExtensionHost is implemented in both /System/Library/PrivateFrameworks/FinderKit.framework/Versions/A/FinderKit (0x1f2c4a3b8) and /System/Library/PrivateFrameworks/FileProvider.framework/OverrideBundles/FinderSyncCollaborationFileProviderOverride.bundle/Contents/MacOS/FinderSyncCollaborationFileProviderOverride (0x1129f4f50). One of the two will be used. Which one is undefined.")

    def sharing(s):
        L("sharingd[%d]" % 388, "%s : Scanning mode %s" % (s.t.strftime("%H:%M:%S.") + ms3(s.t), r.choice(["Contacts Only", "Off", "Everyone"]))) if r.random() < 0.5 else L("sharingd[388]", "%s : BTLE scanner Powered %s" % (s.t.strftime("%H:%M:%S.") + ms3(s.t), r.choice(["On", "Off"])))

    def xcode(s):
        L("com.apple.xpc.launchd[1]", "(com.apple.dt.SKAgent[%d]): Service exited due to SIGKILL | sent by launchd[1]" % r.randint(3000, 90000)) if r.random() < 0.4 else L("com.apple.xpc.launchd[1]", "(com.apple.dt.Xcode.%s[%d]): Service instances do not support events yet." % (hexs(r, 8).upper(), r.randint(3000, 90000)))

    def mdns(s):
        L("mDNSResponder[321]", "mDNS_DeregisterInterface: Frequent transitions for interface en0 (192.168.1.%d)" % r.randint(20, 90)) if r.random() < 0.3 else L("mDNSResponder[321]", "[R%d] getaddrinfo stop -- hostname: <mask.hash: '%s'>, client pid: %d (%s), duration: %.3fs, response: PosResponse" % (r.randint(10000, 99999), hexs(r, 22) + "==", r.randint(300, 9000), r.choice(["Safari", "Slack", "git-remote-https", "com.apple.WebKit.Networking"]), r.uniform(0.001, 0.3)))

    sim.every(300, asl, jitter=20)
    sim.every(5400, sleep, jitter=3000)
    sim.every(5400, wake, jitter=3000, first=sim.t + timedelta(seconds=60))
    sim.every(1800, timed, jitter=60)
    sim.every(3600, backup, jitter=30)
    return sim.run(r.randint(2400, 3400), 12, [(10, mdworker), (4, respawn), (3, sandbox), (3, path_not_allowed), (2, thermal), (2, usb), (3, chrome), (3, sharing), (2, xcode), (6, mdns)], burst=0.2)


# ----------------------------------------------------------------------------- 11 Windows CBS.log

def gen_windows_cbs(r):
    sim = Sim(r, datetime(2025, 2, 12, 3, 14, 7))
    ssv = "10.0.26100.3025"
    kbs = ["KB5051987", "KB5050577", "KB5049622", "KB5043080", "KB5048667"]
    comps = ["Microsoft-Windows-Client-Desktop-Required-Package", "Microsoft-Windows-Client-Features-Package", "Microsoft-Windows-Foundation-Package",
             "Microsoft-Windows-NetFx4-US-OC-Package", "Microsoft-Windows-Hyper-V-OptionalFeature-VirtualMachinePlatform-Package",
             "Microsoft-Windows-Printing-PrintToPDFServices-Package", "Microsoft-Windows-MediaPlayer-Package", "Microsoft-OneCore-ApplicationModel-Sync-Desktop-FOD-Package",
             "Microsoft-Windows-LanguageFeatures-Basic-en-us-Package", "Microsoft-Windows-InternetExplorer-Optional-Package", "Microsoft-Windows-TerminalServices-AppServer-Client-Package",
             "Microsoft-Windows-WirelessDisplay-FOD-Package", "Microsoft-Windows-SnippingTool-FoD-Package", "Microsoft-Windows-Notepad-System-FoD-Package",
             "OpenSSH-Client-Package", "Microsoft-Windows-Ethernet-Client-Realtek-Rtcx21x64-FOD-Package", "Microsoft-Windows-Wifi-Client-Intel-Netwtw14-FOD-Package"]
    csi = [0]

    def L(level, comp, msg):
        sim.step(0.0, 0.03)
        sim.emit("%s, %-22s%-7s%s" % (sim.t.strftime("%Y-%m-%d %H:%M:%S"), level, comp, msg))

    def CSI(msg, level="Info"):
        csi[0] += 1
        L(level, "CSI", "%08x%s" % (csi[0], msg))

    def ident(c):
        return "%s~31bf3856ad364e35~amd64~~%s" % (c, ssv)

    def ti_start(s):
        L("Info", "CBS", "TI: --- Initializing Trusted Installer ---")
        L("Info", "CBS", "TI: Last boot time: %s" % (s.t - timedelta(hours=r.randint(2, 60))).strftime("%Y-%m-%d %H:%M:%S.") + "%03d" % r.randint(0, 999))
        L("Info", "CBS", "Starting TrustedInstaller initialization.")
        L("Info", "CBS", "Lock: New lock added: CCbsPublicSessionClassFactory, level: 30, total lock:4")
        L("Info", "CBS", "Lock: New lock added: CCbsPublicSessionClassFactory, level: 30, total lock:5")
        L("Info", "CBS", "Lock: New lock added: WinlogonNotifyLock, level: 8, total lock:6")
        L("Info", "CBS", "Ending TrustedInstaller initialization.")
        L("Info", "CBS", "Starting the TrustedInstaller main loop.")
        L("Info", "CBS", "TrustedInstaller service starts successfully.")
        L("Info", "CBS", "No startup processing required, TrustedInstaller service was not set as autostart")
        L("Info", "CBS", "Startup processing thread terminated normally")
        L("Info", "CBS", "Starting TiWorker initialization.")
        L("Info", "CBS", "Lock: New lock added: TiWorkerClassFactory, level: 30, total lock:2")
        L("Info", "CBS", "Ending TiWorker initialization.")
        L("Info", "CBS", "Starting the TiWorker main loop.")
        L("Info", "CBS", "TiWorker starts successfully.")
        L("Info", "CBS", "Universal Time is: %s" % s.t.strftime("%Y-%m-%d %H:%M:%S.") + "%03d" % r.randint(0, 999))
        L("Info", "CBS", "Loaded Servicing Stack v%s with Core: C:\\WINDOWS\\winsxs\\amd64_microsoft-windows-servicingstack_31bf3856ad364e35_%s_none_%s\\cbscore.dll" % (ssv, ssv, hexs(r, 16)))
        CSI("@%s:%s WcpInitialize: wcp.dll version %s (%s)" % ("%d/%d/%d" % (s.t.year, s.t.month, s.t.day), s.t.strftime("%H:%M:%S.") + "%03d" % r.randint(0, 999), ssv, "WinBuild.160101.0800"))
        L("Info", "CBS", "Lock: New lock added: CCbsSessionManager, level: 11, total lock:10")
        L("Info", "CBS", "Lock: New lock added: CSIInventoryCriticalSection, level: 64, total lock:11")
        L("Info", "CBS", "NonStart: Set pending store consistency check.")
        L("Info", "CBS", "Session: %s initialized by client WindowsUpdateAgent, external staging directory: (null), external registry directory: (null)" % session_id())
        L("Info", "CBS", "SQM: Initializing online with Windows opt-in: False")
        L("Info", "CBS", "SQM: Cleaning up report files older than 10 days.")
        L("Info", "CBS", "SQM: Requesting upload of all unsent reports.")
        L("Info", "CBS", "SQM: Failed to start upload with file pattern: C:\\WINDOWS\\servicing\\sqm\\*_std.sqm, flags: 0x2 [HRESULT = 0x80004005 - E_FAIL]")
        L("Info", "CBS", "SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]")
        L("Info", "CBS", "SQM: Queued 0 file(s) for upload with pattern: C:\\WINDOWS\\servicing\\sqm\\*_all.sqm, flags: 0x6")
        L("Info", "CBS", "SQM: Warning: Failed to upload all unsent reports. [HRESULT = 0x80004005 - E_FAIL]")

    def session_id():
        return "%d_%d" % (r.randint(31100000, 31190000), r.randint(10**9, 4 * 10**9))

    def detect(s):
        sess = session_id()
        L("Info", "CBS", "Session: %s initialized by client WindowsUpdateAgent, external staging directory: (null), external registry directory: (null)" % sess)
        for c in r.sample(comps, r.randint(6, len(comps))):
            pk = "Package_for_RollupFix~31bf3856ad364e35~amd64~~26100.%d.1.%d" % (r.choice([3037, 3194, 2894]), r.randint(2, 12)) if r.random() < 0.1 else ident(c)
            L("Info", "CBS", "Read out cached package applicability for package: %s, ApplicableState: 112, CurrentState:112" % pk)
            if r.random() < 0.25:
                L("Info", "CBS", "Appl: detect Parent, Package: %s, Parent: Microsoft-Windows-Foundation-Package~31bf3856ad364e35~amd64~~%s, Disposition = Detect, VersionComp: EQ, BuildComp: EQ, RevisionComp: GE, Exist: present" % (pk, ssv))
                L("Info", "CBS", "Appl: detectParent: package: %s, parent found: Microsoft-Windows-Foundation-Package~31bf3856ad364e35~amd64~~%s, state: Installed" % (pk, ssv))
                L("Info", "CBS", "Appl: Evaluating package applicability for package %s, applicable state: Installed" % pk)
        if r.random() < 0.5:
            L("Info", "CBS", "Failed to internally open package. [HRESULT = 0x800f0805 - CBS_E_INVALID_PACKAGE]")
            L("Info", "CBS", "Failed to OpenPackage using worker session [HRESULT = 0x800f0805]")
        L("Info", "CBS", "Session: %s finalized. Reboot required: no [HRESULT = 0x00000000 - S_OK]" % sess)

    def install(s):
        kb = kbs.pop(0) if kbs else "KB50%05d" % r.randint(40000, 59999)
        sess = session_id()
        pkg = "Package_for_RollupFix~31bf3856ad364e35~amd64~~26100.%d.1.%d" % (r.choice([3194, 3323]), r.randint(2, 12))
        L("Info", "CBS", "Session: %s initialized by client WindowsUpdateAgent, external staging directory: (null), external registry directory: (null)" % sess)
        L("Info", "DPX", "Started DPX phase: Resume and Download Job")
        L("Info", "DPX", "Started DPX phase: Apply Deltas Provided In File")
        for _ in range(r.randint(2, 6)):
            L("Info", "DPX", "Ended DPX phase: Apply Deltas Provided In File")
            L("Info", "DPX", "Started DPX phase: Apply Deltas Provided In File")
        L("Info", "DPX", "Ended DPX phase: Resume and Download Job")
        L("Info", "CBS", "Exec: Processing started.  Client: WindowsUpdateAgent, Session(Id): %s, Package: %s, Identifier: %s [HRESULT = 0x00000000 - S_OK]" % (sess, pkg, kb))
        L("Info", "CBS", "Appl: Evaluating package applicability for package %s, applicable state: Installed" % pkg)
        L("Info", "CBS", "Plan: Package: %s, Update: %s, current: Staged, pending: Default, start: Staged, applicable: Installed, targeted: Installed, limit: Installed, selected: Default" % (pkg, "4%07d-%d_neutral_GDR" % (r.randint(0, 9999999), r.randint(1, 9))))
        for c in r.sample(comps, len(comps)):
            upd = "%s-Deployment" % c.replace("-Package", "")
            L("Info", "CBS", "Plan: Package: %s, Update: %s, current: Installed, pending: Default, start: Installed, applicable: Installed, targeted: Installed, limit: Installed, selected: Default" % (ident(c), upd))
            if r.random() < 0.2:
                L("Info", "CBS", "Warning: Unrecognized packageExtended attribute.")
        L("Info", "CBS", "Perf: Stage chain started.")
        for _ in range(r.randint(10, 40)):
            nm = r.choice(["microsoft-windows-kernel-general", "microsoft-windows-shell32", "microsoft-windows-win32k", "microsoft-windows-ntdll", "microsoft-windows-lsa", "microsoft-windows-bcrypt-dll", "microsoft-windows-edgehtml", "microsoft-windows-wininet"])
            CSI(" Performing 1 operations as follows:\n  (0)  LockComponentPath: flags: 0 comp: {l:16 b:%s%s} pathid: {l:16 b:%s%s} path: [l:%d]'\\SystemRoot\\WinSxS\\amd64_%s_31bf3856ad364e35_10.0.26100.%d_none_%s' pid: %x starttime: %d"
                % (hexs(r, 16), hexs(r, 16), hexs(r, 16), hexs(r, 16), 160 + r.randint(0, 40), nm, r.choice([3194, 3323]), hexs(r, 16), r.randint(4000, 9000), r.randint(133830000000000000, 133839999999999999)))
        if r.random() < 0.6:
            CSI(" Warning: Overlap: Duplicate ownership for directory \\??\\C:\\Program Files\\WindowsPowerShell\\Modules\\PSReadline in component Microsoft-Windows-PowerShell-PSReadline, version 10.0.26100.1, arch Host= amd64 Guest= x86, nonSxS, pkt {l:8 b:31bf3856ad364e35}", "Info")
        L("Info", "CBS", "Perf: Stage chain complete.")
        L("Info", "CBS", "Exec: Installing Package: %s, Update: %s, InstallDeployment: amd64_%s.inf_31bf3856ad364e35_10.0.26100.1_none_%s" % (pkg, "4%07d-%d_neutral_GDR" % (r.randint(0, 9999999), r.randint(1, 9)), r.choice(["netrtwlane6", "iastorvd", "usbxhci"]), hexs(r, 16)))
        L("Info", "CBS", "Perf: InstallUninstallChain started.")
        for _ in range(r.randint(5, 25)):
            CSI(" Begin executing advanced installer phase 38 index %d (sequence %d)\n    Old component: [l:0]\"\"\n    New component: [ml:%d{%d}]\"Microsoft-Windows-%s, Culture=neutral, Version=10.0.26100.%d, PublicKeyToken=31bf3856ad364e35, ProcessorArchitecture=amd64, versionScope=NonSxS\"\n    Install mode: install\n    Smart installer: false\n    Installer ID: {%s}\n    Installer name: '%s'"
                % (r.randint(0, 600), r.randint(0, 600), 200, 100, r.choice(["Servicing-Stack", "COM-ComPlus-Runtime", "NetFx4-GenericCommands", "Security-SPP-Component"]), r.choice([3194, 3323]), uuid4(r), r.choice(["Generic Command", "Network Drivers", "Task Scheduler", "CriticalDeviceDatabase"])))
            CSI(" End executing advanced installer (sequence %d)\n    Completion status: S_OK " % r.randint(0, 600))
        L("Info", "CBS", "Perf: InstallUninstallChain complete.")
        L("Info", "CBS", "Exec: Processing complete.  Session(Id): %s, Package: %s, Identifier: %s [HRESULT = 0x00000000 - S_OK]" % (sess, pkg, kb))
        L("Info", "CBS", "Session: %s finalized. Reboot required: no [HRESULT = 0x00000000 - S_OK]" % sess)

    def manifest_quirk(s):
        L("Info", "CBS", "Expecting attribute name [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]")
        L("Info", "CBS", "Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]")

    def shutdown(s):
        L("Info", "CBS", "Trusted Installer is shutting down because: SHUTDOWN_REASON_AUTOEND")
        L("Info", "CBS", "TiWorker signaled for shutdown, going to exit.")
        L("Info", "CBS", "Deleting the contents of directory: \\\\?\\C:\\WINDOWS\\CbsTemp")
        L("Info", "CBS", "Deletion of: \\\\?\\C:\\WINDOWS\\CbsTemp successful")
        L("Info", "CBS", "Ending the TiWorker main loop.")
        L("Info", "CBS", "Starting TiWorker finalization.")
        L("Info", "CBS", "Lock: Lock removed: TiWorkerClassFactory, level: 30, total lock:2")
        L("Info", "CBS", "Ending TiWorker finalization.")
        L("Info", "CBS", "Ending the TrustedInstaller main loop.")
        L("Info", "CBS", "Starting TrustedInstaller finalization.")
        L("Info", "CBS", "Lock: Lock removed: WinlogonNotifyLock, level: 8, total lock:6")
        L("Info", "CBS", "Ending TrustedInstaller finalization.")

    def cycle(s):
        ti_start(s)
        for _ in range(r.randint(2, 6)):
            s.step(5, 120)
            detect(s)
            if r.random() < 0.2:
                manifest_quirk(s)
        if r.random() < 0.5:
            s.step(20, 300)
            install(s)
        s.step(60, 240)
        shutdown(s)
        s.t += timedelta(hours=r.uniform(1, 9))

    return sim.run(r.randint(2600, 3500), 30, [(1, cycle)])


# ----------------------------------------------------------------------------- 12 Android logcat (threadtime)

def gen_android_logcat(r):
    sim = Sim(r, datetime(2025, 5, 19, 7, 58, 40, 118000))
    SYS = 1523
    apps = {"com.acme.health": 0, "com.google.android.gms": 0, "com.android.chrome": 0, "com.whatsapp": 0, "com.spotify.music": 0, "com.google.android.apps.maps": 0}
    for a in apps:
        apps[a] = r.randint(3000, 30000)

    def L(pid, tid, lvl, tag, msg):
        sim.step(0.0002, 0.02)
        sim.emit("%s %5d %5d %s %-8s: %s" % (sim.t.strftime("%m-%d %H:%M:%S.") + ms3(sim.t), pid, tid, lvl, tag, msg))

    def am(lvl, msg):
        L(SYS, r.choice([1601, 1588, 1712, 2033]), lvl, "ActivityManager", msg)

    def start_proc(s):
        a = r.choice(list(apps))
        p = r.randint(3000, 32000)
        apps[a] = p
        kind = r.choice(["service {%s/%s.sync.SyncService}" % (a, a), "broadcast {%s/%s.receiver.BootReceiver}" % (a, a), "content provider {%s/%s.provider.Provider}" % (a, a), "top-activity {%s/%s.MainActivity}" % (a, a)])
        am("I", "Start proc %d:%s/u0a%d for %s" % (p, a, r.randint(100, 300), kind))
        L(p, p, "I", "e.health" if a == "com.acme.health" else a.split(".")[-1][:8], "Using CollectorTypeCMC GC.")
        if r.random() < 0.5:
            L(p, p, "W", "ziparchive", "Unable to open '/data/app/~~%s==/%s-%s==/base.dm': No such file or directory" % (hexs(r, 22), a, hexs(r, 22)))
        L(p, p, "E", "libprocessgroup", "set_timerslack_ns write failed: Operation not permitted") if r.random() < 0.2 else None

    def kill_empty(s):
        a = r.choice(list(apps))
        am("I", "Killing %d:%s/u0a%d (adj %d): empty #%d" % (apps[a], a, r.randint(100, 300), r.choice([905, 915, 925, 935, 945, 955, 985, 999]), r.randint(17, 33)))
        L(SYS, 1712, "I", "libprocessgroup", "Successfully killed process cgroup uid %d pid %d in %dms" % (10000 + r.randint(100, 300), apps[a], r.randint(0, 40)))
        L(734, 734, "I", "Zygote", "Process %d exited due to signal 9 (Killed)" % apps[a])

    def lmk(s):
        a = r.choice(list(apps))
        L(562, 562, "I", "lowmemorykiller", "Kill '%s' (%d), uid %d, oom_score_adj %d to free %dkB rss, %dkB swap; reason: low watermark is breached and swap is low (%dkB < %dkB)"
          % (a, apps[a], 10000 + r.randint(100, 300), r.choice([905, 925, 945, 985]), r.randint(30000, 180000), r.randint(10000, 60000), r.randint(100000, 300000), 314572))
        am("I", "Process %s (pid %d) has died: cch+%d CEM" % (a, apps[a], r.choice([5, 15, 25, 35, 45])))

    def choreo(s):
        p = apps["com.acme.health"]
        L(p, p, "I", "Choreographer", "Skipped %d frames!  The application may be doing too much work on its main thread." % r.randint(31, 90))

    def health_app(s):
        p = apps["com.acme.health"]
        tid = p + r.randint(10, 60)
        k = r.random()
        if k < 0.3:
            L(p, tid, "D", "StepSync", "syncSteps: uploaded %d samples for 2025-05-19 in %dms" % (r.randint(1, 400), r.randint(40, 900)))
        elif k < 0.5:
            L(p, tid, "D", "HeartRateRepo", "cache miss for key hr_daily_20250519, computing from %d samples" % r.randint(100, 5000))
            L(p, tid, "D", "HeartRateRepo", "computed hr_daily_20250519 in %dms, stored in cache" % r.randint(3, 90))
        elif k < 0.7:
            L(p, tid, "I", "okhttp.OkHttpClient", "--> POST https://api.health.example.com/v2/sync/steps (%d-byte body)" % r.randint(200, 9000))
            L(p, tid, "I", "okhttp.OkHttpClient", "<-- 200 https://api.health.example.com/v2/sync/steps (%dms, %d-byte body)" % (r.randint(60, 900), r.randint(20, 400)))
        elif k < 0.8:
            L(p, tid, "W", "SyncWorker", "sync attempt 1 timed out after 15000ms, will retry with backoff 30s")
            s.step(0.5, 2)
            L(p, tid, "I", "WM-WorkerWrapper", "Worker result RETRY for Work [ id=%s, tags={ com.acme.health.sync.SyncWorker } ]" % uuid4(r))
            s.step(30, 32)
            L(p, tid, "I", "WM-WorkerWrapper", "Worker result SUCCESS for Work [ id=%s, tags={ com.acme.health.sync.SyncWorker } ]" % uuid4(r))
        else:
            L(p, tid, "D", "BleScanner", "onScanResult: device %s rssi=%d name=HRM-%04d" % (":".join(hexs(r, 2).upper() for _ in range(6)), -r.randint(40, 95), r.randint(1000, 9999)))

    def gms(s):
        p = apps["com.google.android.gms"]
        L(p, p + r.randint(10, 300), r.choice(["I", "I", "W"]), r.choice(["GmsCoreXrpcWrapper", "Auth", "NetRec", "ChimeraSrvcProxy", "PhenotypeFlagCommitter"]),
          r.choice(["Returning a channel provider with trafficStatsTag=%d trafficStatsUid=-1" % r.randint(10**7, 10**8),
                    "[GetToken] GetToken fetching token via GMS Core for account scope ...",
                    "Experiment configs committed for com.google.android.gms.%s" % r.choice(["measurement", "icing", "fitness", "location"]),
                    "NetRec scoring not enabled",
                    "Unable to update local snapshot for com.google.android.libraries.consentverifier, may result in stale flags.",
                    "ChimeraServiceProxy: Not found class com.google.android.gms.%s.service.BoundBrokerService, skipping" % r.choice(["ads", "wearable"])]))

    def connectivity(s):
        L(SYS, 2088, "D", "ConnectivityService", "NetReassign [no changes] [c %d] [a %d] [i 1]" % (r.randint(1, 4), r.randint(1, 4)))
        if r.random() < 0.3:
            L(SYS, 2088, "D", "ConnectivityService", "requestNetwork for uid/pid:%d/%d activeRequest: null callbackRequest: %d [NetworkRequest [ REQUEST id=%d, [ Capabilities: INTERNET&NOT_RESTRICTED&TRUSTED&NOT_VCN_MANAGED Uid: %d RequestorUid: %d RequestorPkg: com.acme.health UnderlyingNetworks: Null] ]] callback flags: 0 order: 2147483647 isUidTracked: false declaredMethods: AVAIL|LOST"
              % (10000 + r.randint(100, 300), apps["com.acme.health"], r.randint(100, 999), r.randint(100, 999), 10213, 10213))

    def battery(s):
        L(SYS, 1588, "D", "BatteryService", "Processing new values: info={.chargerAcOnline = false, .chargerUsbOnline = false, .batteryLevel = %d, .batteryTemperatureTenthsCelsius = %d, .batteryStatus = DISCHARGING}"
          % (r.randint(20, 99), r.randint(250, 360)))

    def screen(s):
        L(SYS, 1601, "I", "PowerManagerService", "Going to sleep due to timeout (uid 1000)...")
        L(SYS, 1601, "I", "DisplayPowerController[0]", "Blocking screen off")
        L(SYS, 1601, "I", "DisplayPowerController[0]", "Unblocked screen off after %d ms" % r.randint(20, 140))
        s.step(60, 600)
        L(SYS, 1601, "I", "PowerManagerService", "Waking up from Asleep (uid=1000, reason=WAKE_REASON_POWER_BUTTON, details=android.policy:POWER)...")
        L(SYS, 1601, "I", "DisplayPowerController[0]", "Blocking screen on until initial contents have been drawn.")
        L(SYS, 1601, "I", "DisplayPowerController[0]", "Unblocked screen on after %d ms" % r.randint(40, 300))

    def slow(s):
        am("W", "Slow operation: %dms so far, now at startProcess: done updating battery stats" % r.randint(51, 180))

    def wifi(s):
        L(SYS, 2301, "D", "WifiClientModeImpl[%s:wlan0]" % hexs(r, 8), "Connected to network: RSSI=%d, linkSpeed=%d" % (-r.randint(40, 80), r.choice([433, 866, 144, 65])))

    def chatty(s):
        L(SYS, r.choice([1601, 1712]), "I", "chatty", "uid=1000(system) Binder:%d_%X identical %d lines" % (SYS, r.randint(1, 20), r.randint(2, 30)))

    def alarm(s):
        L(SYS, 1588, "I", "AlarmManager", "Set alarm: type=ELAPSED_WAKEUP tag=*job.deadline*/%s/androidx.work.impl.background.systemjobscheduler.SystemJobService whenElapsed=+%ds" % ("com.acme.health", r.randint(30, 900)))

    return sim.run(r.randint(2600, 3500), 3, [(4, start_proc), (4, kill_empty), (2, lmk), (2, choreo), (12, health_app), (10, gms), (6, connectivity), (3, battery), (0.3, screen), (1, slow), (3, wifi), (3, chatty), (3, alarm)], burst=0.35)


# ----------------------------------------------------------------------------- 13 Apache error log

def gen_apache_error(r):
    sim = Sim(r, datetime(2025, 3, 2, 0, 0, 1, 3000))
    parent = 812
    children = [r.randint(40000, 60000) for _ in range(4)]

    def L(mod, lvl, msg, client=None, pid=None):
        sim.step(0.00001, 0.003)
        t = sim.t
        p = pid or r.choice(children)
        tid = 139800000000000 + r.randint(0, 999999999)
        cl = (" [client %s]" % client) if client else ""
        sim.emit("[%s.%06d %d] [%s:%s] [pid %d:tid %d]%s %s" % (t.strftime("%a %b %d %H:%M:%S"), t.microsecond, t.year, mod, lvl, p, tid, cl, msg))

    def cip():
        return "%s:%d" % (pub_ip(r), r.randint(1024, 65535))

    def ssl_child(s):
        ch = r.randint(0, 149)
        c = cip()
        srv = r.choice(["www.example.com:443", "shop.example.com:443", "static.example.com:443"])
        L("ssl", "info", "AH01964: Connection to child %d established (server %s)" % (ch, srv), client=c)
        if r.random() < 0.12:
            L("ssl", "info", "AH02008: SSL library error 1 in handshake (server %s)" % srv, client=c)
            L("ssl", "info", "SSL Library Error: error:0A00010B:SSL routines::wrong version number -- speaking not SSL to HTTPS port!?" if r.random() < 0.5 else "SSL Library Error: error:0A000102:SSL routines::unsupported protocol", client=c)
            L("ssl", "info", "AH01998: Connection closed to child %d with abortive shutdown (server %s)" % (ch, srv), client=c)
        elif r.random() < 0.08:
            L("ssl", "info", "AH01991: SSL input filter read failed.", client=c)

    def notfound(s):
        c = cip()
        path = r.choice(["/var/www/www.example.com/public/wp-login.php", "/var/www/www.example.com/public/.git/config", "/var/www/www.example.com/public/xmlrpc.php",
                         "/var/www/www.example.com/public/robots.txt", "/var/www/shop.example.com/public/favicon.ico", "/var/www/www.example.com/public/apple-touch-icon-precomposed.png",
                         "/var/www/www.example.com/public/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/var/www/static.example.com/htdocs/img/banner-404.webp",
                         "/var/www/www.example.com/public/ads.txt", "/var/www/www.example.com/public/.well-known/security.txt"])
        L("core", "info", "AH00128: File does not exist: %s" % path, client=c)

    def denied(s):
        c = cip()
        L("authz_core", "error", "AH01630: client denied by server configuration: %s" % r.choice(["/var/www/www.example.com/public/.env", "/var/www/www.example.com/public/.htaccess", "/var/www/www.example.com/public/server-status", "/var/www/www.example.com/public/config/.env.bak"]), client=c)

    def reqtimeout(s):
        L("reqtimeout", "info", "AH01382: Request header read timeout", client=cip())

    def graceful(s):
        L("mpm_event", "notice", "AH00493: SIGUSR1 received.  Doing graceful restart", pid=parent)
        L("mpm_event", "notice", "AH00489: Apache/2.4.62 (Debian) OpenSSL/3.0.15 configured -- resuming normal operations", pid=parent)
        L("core", "notice", "AH00094: Command line: '/usr/sbin/apache2'", pid=parent)
        for i in range(len(children)):
            children[i] = r.randint(40000, 60000)

    def idle(s):
        L("mpm_event", "info", "AH00486: server seems busy, (you may need to increase StartServers, ThreadsPerChild or Min/MaxSpareThreads), spawning 8 children, there are around %d idle threads, %d active threads" % (r.randint(0, 24), r.randint(60, 120)), pid=parent) if r.random() < 0.3 else None
        children.append(r.randint(40000, 60000))
        if len(children) > 8:
            children.pop(0)

    # Apache logs its start after logrotate at midnight: begin with a graceful restart
    graceful(sim)
    sim.every(86400, graceful, jitter=1, first=datetime(2025, 3, 3, 0, 0, 1, 120331))
    return sim.run(r.randint(2600, 3500), 20, [(30, ssl_child), (18, notfound), (4, denied), (3, reqtimeout), (1, idle)], burst=0.25)


# ----------------------------------------------------------------------------- 14 Proxifier

def gen_proxifier(r):
    sim = Sim(r, datetime(2025, 10, 30, 8, 49, 6))
    proxy = "proxy.corp.example.com:3128"
    apps = [("chrome.exe", ["www.google.com:443", "clients4.google.com:443", "update.googleapis.com:443", "www.gstatic.com:443", "fonts.googleapis.com:443", "docs.example.com:443", "www.example.org:443", "jira.corp.example.com:443", "ci.corp.example.com:8443", "cdn.example.net:443"]),
            ("Teams.exe", ["teams.microsoft.com:443", "presence.teams.microsoft.com:443", "trouter.teams.microsoft.com:443"]),
            ("OUTLOOK.EXE", ["outlook.office365.com:443", "substrate.office.com:443", "autodiscover.corp.example.com:443"]),
            ("Code.exe", ["marketplace.visualstudio.com:443", "update.code.visualstudio.com:443", "github.com:443", "api.github.com:443"]),
            ("git-remote-https.exe", ["github.com:443", "gitlab.corp.example.com:443"]),
            ("svchost.exe *64", ["ctldl.windowsupdate.com:80", "settings-win.data.microsoft.com:443", "login.live.com:443"]),
            ("Dropbox.exe", ["client.dropbox.com:443", "bolt.dropbox.com:443", "d.dropbox.com:443"]),
            ("putty.exe", ["bastion-01.corp.example.com:22"]),
            ("java.exe", ["repo.maven.apache.org:443", "plugins.gradle.org:443", "nexus.corp.example.com:8081"]),
            ("slack.exe", ["wss-primary.slack.com:443", "edgeapi.slack.com:443", "files.slack.com:443"])]
    conns = []

    def L(msg):
        sim.emit("[%s] %s" % (sim.t.strftime("%m.%d %H:%M:%S"), msg))

    def kb(n):
        if n < 1024:
            return "%d bytes" % n
        if n < 1024 * 1024:
            return "%d bytes (%s KB)" % (n, ("%.2f" % (n / 1024.0)).rstrip("0").rstrip("."))
        return "%d bytes (%s MB)" % (n, ("%.2f" % (n / 1048576.0)).rstrip("0").rstrip("."))

    def lifetime(sec):
        if sec < 1:
            return "<1 sec"
        return "%02d:%02d" % (sec // 60, sec % 60) if sec < 3600 else "%02d:%02d:%02d" % (sec // 3600, sec // 60 % 60, sec % 60)

    def open_(s):
        app, hosts = pick(r, [(30, apps[0]), (8, apps[1]), (6, apps[2]), (5, apps[3]), (2, apps[4]), (4, apps[5]), (4, apps[6]), (0.5, apps[7]), (2, apps[8]), (6, apps[9])])
        h = r.choice(hosts)
        if h.endswith(":80") or "corp.example.com" in h and r.random() < 0.5:
            L("%s - %s open through proxy %s %s" % (app, h, proxy, "HTTP" if h.endswith(":80") else "HTTPS"))
        else:
            L("%s - %s open through proxy %s HTTPS" % (app, h, proxy))
        conns.append((app, h))

    def close(s):
        if not conns:
            return
        app, h = conns.pop(r.randrange(len(conns)))
        if r.random() < 0.04:
            L("%s - %s error : A connection request was canceled before the completion." % (app, h))
            return
        sent = int(r.lognormvariate(7.5, 1.6))
        recv = int(r.lognormvariate(8.5, 2.0))
        if r.random() < 0.05:
            sent = recv = 0
        L("%s - %s close, %s sent, %s received, lifetime %s" % (app, h, kb(sent), kb(recv), lifetime(int(r.expovariate(1 / 40.0)))))

    return sim.run(r.randint(2800, 3600), 1.6, [(10, open_), (9.6, close)], burst=0.4)


# ----------------------------------------------------------------------------- 15 OpenSSH (/var/log/secure, RHEL 9)

def gen_openssh(r):
    sim = Sim(r, datetime(2025, 7, 14, 0, 0, 12))
    host = "bastion-01"
    users_bad = ["admin", "oracle", "test", "user", "ubuntu", "postgres", "git", "ftpuser", "guest", "deploy", "pi", "hadoop", "mysql", "support", "ansible", "jenkins", "dev", "www", "elastic", "minecraft", "steam", "sol", "validator", "teamspeak", "nagios"]
    goods = [("deploy", "10.8.0.14"), ("svc-backup", "10.8.2.30"), ("ci-runner", "10.8.1.7"), ("ops-oncall", "10.8.0.22")]

    def L(src, msg):
        sim.step(0.0, 0.002)
        sim.emit("%s %s %s: %s" % (syslog_ts(sim.t), host, src, msg))

    def brute(s):
        ip = pub_ip(r)
        n = r.randint(1, 8)
        for _ in range(n):
            pid = r.randint(100000, 999999)
            port = r.randint(30000, 65000)
            sd = "sshd[%d]" % pid
            if r.random() < 0.7:
                u = r.choice(users_bad)
                L(sd, "Invalid user %s from %s port %d" % (u, ip, port))
                s.step(0.5, 2.5)
                L(sd, "pam_unix(sshd:auth): check pass; user unknown")
                L(sd, "pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=%s" % ip)
                s.step(1, 3)
                L(sd, "Failed password for invalid user %s from %s port %d ssh2" % (u, ip, port))
                s.step(0.1, 1)
                if r.random() < 0.6:
                    L(sd, "Received disconnect from %s port %d:11: Bye Bye [preauth]" % (ip, port))
                    L(sd, "Disconnected from invalid user %s %s port %d [preauth]" % (u, ip, port))
                else:
                    L(sd, "Connection closed by invalid user %s %s port %d [preauth]" % (u, ip, port))
            else:
                L(sd, "pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=%s  user=root" % ip)
                s.step(1, 3)
                L(sd, "Failed password for root from %s port %d ssh2" % (ip, port))
                if r.random() < 0.3:
                    for _ in range(r.randint(1, 4)):
                        s.step(1, 3)
                        L(sd, "Failed password for root from %s port %d ssh2" % (ip, port))
                    L(sd, "error: maximum authentication attempts exceeded for root from %s port %d ssh2 [preauth]" % (ip, port))
                    L(sd, "Disconnecting authenticating user root %s port %d: Too many authentication failures [preauth]" % (ip, port))
                    L(sd, "PAM %d more authentication failures; logname= uid=0 euid=0 tty=ssh ruser= rhost=%s  user=root" % (r.randint(2, 5), ip))
                else:
                    L(sd, "Received disconnect from %s port %d:11: Bye Bye [preauth]" % (ip, port))
                    L(sd, "Disconnected from authenticating user root %s port %d [preauth]" % (ip, port))
            s.step(1, 25)

    def probe(s):
        ip = pub_ip(r)
        port = r.randint(30000, 65000)
        sd = "sshd[%d]" % r.randint(100000, 999999)
        k = r.random()
        if k < 0.3:
            L(sd, "Connection closed by %s port %d [preauth]" % (ip, port))
        elif k < 0.5:
            L(sd, "error: kex_exchange_identification: Connection closed by remote host")
            L(sd, "Connection closed by %s port %d" % (ip, port))
        elif k < 0.6:
            L(sd, "error: kex_exchange_identification: read: Connection reset by peer")
            L(sd, "Connection reset by %s port %d" % (ip, port))
        elif k < 0.72:
            L(sd, "Unable to negotiate with %s port %d: no matching key exchange method found. Their offer: diffie-hellman-group14-sha1,diffie-hellman-group-exchange-sha1,diffie-hellman-group1-sha1 [preauth]" % (ip, port))
        elif k < 0.82:
            L(sd, "error: kex_exchange_identification: banner line contains invalid characters")
            L(sd, "banner exchange: Connection from %s port %d: invalid format" % (ip, port))
        elif k < 0.9:
            L(sd, "Unable to negotiate with %s port %d: no matching host key type found. Their offer: ssh-rsa,ssh-dss [preauth]" % (ip, port))
        else:
            L(sd, "Timeout before authentication for %s port %d" % (ip, port))

    def good(s):
        u, ip = r.choice(goods)
        pid = r.randint(100000, 999999)
        port = r.randint(40000, 65000)
        sd = "sshd[%d]" % pid
        L(sd, "Accepted publickey for %s from %s port %d ssh2: ED25519 SHA256:%s" % (u, ip, port, r.choice(["Xq3m0tTQ1n8mQy8pWfG0o2vJtS7kYqk4rF3bq3l0bK8", "m4sT7YwZl9v1a0hPq2c8Nw3E5dQeR6uBfKjH1xLzV0s", "b9JgQw2ZrT4nV8yXc1LhM5pEaS3dF6kU0oI7tGz2WqY", "Pz8rK2mW5tY1nB4vC7xL0qE3sD6fG9hJ2kM5oN8uR1a"])))
        L(sd, "pam_unix(sshd:session): session opened for user %s(uid=%d) by %s(uid=0)" % (u, 1000 + goods.index((u, ip)), u))
        if u in ("deploy", "ops-oncall") and r.random() < 0.6:
            s.step(5, 120)
            cmd = r.choice(["/usr/bin/systemctl restart shop-api.service", "/usr/bin/journalctl -u shop-api --since -1h", "/usr/bin/dnf check-update", "/usr/bin/systemctl status nginx", "/usr/bin/tail -n 200 /var/log/nginx/error.log"])
            L("sudo[%d]" % (pid + 40), "%8s : TTY=pts/%d ; PWD=/home/%s ; USER=root ; COMMAND=%s" % (u, r.randint(0, 3), u, cmd))
            L("sudo[%d]" % (pid + 40), "pam_unix(sudo:session): session opened for user root(uid=0) by %s(uid=%d)" % (u, 1000 + goods.index((u, ip))))
            s.step(0.05, 5)
            L("sudo[%d]" % (pid + 40), "pam_unix(sudo:session): session closed for user root")
        dur = r.uniform(1, 1800)

        def bye(s2, sd=sd, u=u, ip=ip, port=port):
            L(sd, "Received disconnect from %s port %d:11: disconnected by user" % (ip, port))
            L(sd, "Disconnected from user %s %s port %d" % (u, ip, port))
            L(sd, "pam_unix(sshd:session): session closed for user %s" % u)
        sim.after(dur, bye)

    def cron(s):
        p = r.randint(100000, 999999)
        L("CROND[%d]" % p, "pam_unix(crond:session): session opened for user root(uid=0) by root(uid=0)")
        s.step(0.05, 2)
        L("CROND[%d]" % p, "pam_unix(crond:session): session closed for user root")

    sim.every(600, cron, jitter=0.5, first=datetime(2025, 7, 14, 0, 10, 1))
    return sim.run(r.randint(2600, 3500), 30, [(10, brute), (8, probe), (2.5, good)], burst=0.15)


# ----------------------------------------------------------------------------- 16 HealthApp-style app log

def gen_healthapp(r):
    sim = Sim(r, datetime(2025, 12, 23, 22, 15, 29, 606000))
    pid = 30002312
    steps = [r.randint(3000, 5000)]
    day0 = int(datetime(2025, 12, 23, tzinfo=UTC).timestamp()) * 1000 - 8 * 3600000

    def L(comp, msg):
        sim.step(0.0, 0.004)
        sim.emit("%s|%s|%d|%s" % (sim.t.strftime("%Y%m%d-%H:%M:%S:") + ms3(sim.t).lstrip("0").rjust(1, "0"), comp, pid, msg))

    def step_changed(s):
        steps[0] += r.randint(1, 40)
        L("Step_LSC", "onStandStepChanged %d" % steps[0])
        L("Step_LSC", "onExtend:%d %d 0 %d" % (day0 + int((s.t - datetime(2025, 12, 23)).total_seconds()) * 1000, r.randint(0, 20), r.randint(0, 4)))
        if r.random() < 0.5:
            L("Step_SPUtils", " getTodayTotalDetailSteps = %d##%d##%d##%d##%d##%d" % (day0, steps[0], r.randint(100000, 900000), r.randint(1000, 9000), r.randint(10000, 30000), r.randint(10**7, 9 * 10**7)))
        if r.random() < 0.4:
            L("Step_ExtSDM", "calculateCaloriesWithCache totalCalories=%d" % (steps[0] * 17 + r.randint(0, 900)))
            L("Step_ExtSDM", "calculateAltitudeWithCache totalAltitude=%d" % r.randint(100, 400))
        if r.random() < 0.3:
            L("Step_StandReportReceiver", "onReceive action: android.intent.action.TIME_TICK")
            L("Step_LSC", "processHandleBroadcastAction action:android.intent.action.TIME_TICK")
        if r.random() < 0.25:
            L("Step_NotificationUtil", "REPORT : %d %d %d %d" % (steps[0], r.randint(4000, 6000), r.randint(100000, 200000), r.randint(100, 400)))

    def screen(s):
        on = r.random() < 0.5
        act = "android.intent.action.SCREEN_ON" if on else "android.intent.action.SCREEN_OFF"
        L("Step_StandReportReceiver", "onReceive action: %s" % act)
        L("Step_LSC", "processHandleBroadcastAction action:%s" % act)
        L("Step_ScreenUtil", "screen status unknown,think screen on") if r.random() < 0.2 else L("Step_ScreenUtil", "screen status %s" % ("on" if on else "off"))
        L("Step_StandStepCounter", "flush sensor data")
        L("Step_SPUtils", "setTodayTotalDetailSteps=%d##%d##%d##%d##%d##%d" % (day0, steps[0], r.randint(100000, 900000), r.randint(1000, 9000), r.randint(10000, 30000), r.randint(10**7, 9 * 10**7)))

    def hih(s):
        k = r.random()
        if k < 0.3:
            L("HiH_HiHealthDataInsertStore", "saveHealthDetailData() deviceID=1 size=%d" % r.randint(1, 40))
            L("HiH_HiHealthDataInsertStore", "saveHealthDetailData() end, cost time=%d" % r.randint(1, 90))
        elif k < 0.5:
            L("HiH_HiSyncControl", "getSyncVersion() syncType=%d, version=%d" % (r.choice([20000, 30000]), r.randint(1, 9999)))
            L("HiH_HiSyncControl", "syncData() cache not found for type %d, fetch from cloud" % r.choice([20000, 30000]))
            L("HiH_HiSyncControl", "syncData() end, syncResult=0, cost=%dms" % r.randint(30, 1500))
        elif k < 0.7:
            L("HiH_HiHealthBinder", "getGoalInfo() callingUid=%d, appId=%d" % (r.randint(10000, 10300), r.randint(1, 9)))
            L("HiH_DataStatManager", "dataStatByTime() start=%d, end=%d, type=%d" % (day0, day0 + 86399999, r.choice([40002, 40003, 40004])))
        elif k < 0.85:
            L("HiH_HiAppUtil", "getPackageName() packageName=com.example.health, uid=%d" % r.randint(10000, 10300))
        else:
            L("HiH_HiBroadcastUtil", "sendSyncFailedBroadcast() syncType=20000, errorCode=0 -> retry scheduled" if r.random() < 0.2 else "sendSyncSuccessBroadcast() syncType=20000")

    def alarm(s):
        L("Step_LSC", "onReceive alarm action:com.example.health.step.ALARM_UPLOAD")
        L("Step_HGNH", "upLoadOneMinuteDataPerHour() upload %d records" % r.randint(10, 60))
        L("Step_HGNH", "upLoadOneMinuteDataPerHour() timed out waiting for lock, use cached records") if r.random() < 0.1 else None

    sim.every(3600, alarm, jitter=2)
    return sim.run(r.randint(2800, 3600), 4, [(14, step_changed), (2, screen), (5, hih)], burst=0.3)


# ----------------------------------------------------------------------------- 17 nginx access log

def gen_nginx_access(r):
    sim = Sim(r, datetime(2025, 3, 18, 9, 0, 0, 412000))
    uas = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.6943.121 Mobile Safari/537.36",
           "Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0",
           "AcmeShop/5.12.0 (iOS 18.3.1; iPhone15,2)", "okhttp/4.12.0"]
    bots = ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
            "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"]
    deploy = datetime(2025, 3, 18, 9, 0, 0) + timedelta(seconds=r.randint(1200, 2400))

    def L(ip, req, status, size, ref, ua, rt, urt):
        sim.emit('%s - - [%s] "%s" %d %d "%s" "%s" rt=%.3f urt=%s' % (ip, sim.t.strftime("%d/%b/%Y:%H:%M:%S +0000"), req, status, size, ref, ua, rt, urt))

    clients = [pub_ip(r) for _ in range(300)]

    def browse(s):
        ip = r.choice(clients)
        ua = r.choice(uas)
        k = r.random()
        if k < 0.35:
            path = r.choice(["/", "/products/%d" % r.randint(1000, 99999), "/category/%s" % r.choice(["shoes", "outdoor", "kitchen", "garden"]), "/cart", "/search?q=%s&page=%d" % (r.choice(["tent", "boots", "kettle", "drill+bits"]), r.randint(1, 5))])
            rt = r.uniform(0.008, 0.35)
            L(ip, "GET %s HTTP/2.0" % path, 200, r.randint(8000, 90000), "https://shop.example.com/", ua, rt, "%.3f" % (rt - 0.001))
        elif k < 0.6:
            path = r.choice(["/static/js/app.%s.js" % hexs(r, 8), "/static/css/main.%s.css" % hexs(r, 8), "/img/p/%d/%d-%s.webp" % (r.randint(1, 999), r.randint(1000, 99999), r.choice(["thumb", "large"])), "/fonts/inter-var.woff2"])
            st = r.choice([200, 200, 304])
            L(ip, "GET %s HTTP/2.0" % path, st, 0 if st == 304 else r.randint(400, 400000), "https://shop.example.com/", ua, r.uniform(0.0, 0.004), "-")
        elif k < 0.85:
            m, path, st = r.choice([("GET", "/api/v2/products/%d" % r.randint(1000, 99999), 200), ("GET", "/api/v2/cart", 200), ("POST", "/api/v2/cart/items", 201),
                                    ("GET", "/api/v2/orders/%s" % uuid4(r), 200), ("PUT", "/api/v2/cart/items/%d" % r.randint(1, 30), 200), ("DELETE", "/api/v2/cart/items/%d" % r.randint(1, 30), 204),
                                    ("GET", "/api/v2/recommendations?sku=%s" % odd_digits(r, 8), 200), ("POST", "/api/v2/session/refresh", 200), ("GET", "/api/v2/stock/%s" % odd_digits(r, 6), 404)])
            rt = r.uniform(0.004, 0.6)
            L(ip, "%s %s HTTP/2.0" % (m, path), st, 0 if st == 204 else r.randint(20, 9000), "https://shop.example.com/checkout" if "cart" in path else "-", ua, rt, "%.3f" % max(0.001, rt - 0.002))
        else:
            st = 499 if r.random() < 0.05 else 200
            rt = r.uniform(0.02, 1.2)
            L(ip, "POST /api/v2/checkout HTTP/2.0" if r.random() < 0.3 else "GET /api/v2/account/orders?page=%d HTTP/2.0" % r.randint(1, 4), st, 0 if st == 499 else r.randint(300, 5000), "https://shop.example.com/checkout", ua, rt, "-" if st == 499 else "%.3f" % (rt - 0.002))

    def bot(s):
        ip = pub_ip(r)
        L(ip, "GET %s HTTP/1.1" % r.choice(["/robots.txt", "/sitemap.xml", "/products/%d" % r.randint(1000, 99999), "/category/garden?page=%d" % r.randint(1, 40)]), r.choice([200, 200, 301]), r.randint(200, 60000), "-", r.choice(bots), r.uniform(0.002, 0.2), "%.3f" % r.uniform(0.001, 0.19))

    def scanner(s):
        ip = pub_ip(r)
        for path in r.sample(["/.env", "/wp-login.php", "/.git/config", "/phpmyadmin/index.php", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/actuator/health", "/server-status", "/cgi-bin/luci/;stok=/locale", "/boaform/admin/formLogin", "/www/admin/index.html", "/owa/auth/logon.aspx"], r.randint(1, 5)):
            L(ip, "GET %s HTTP/1.1" % path, 404, 153, "-", r.choice(["Mozilla/5.0 zgrab/0.x", "curl/7.88.1", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.124 Safari/537.36"]), 0.0, "-")
            s.step(0.05, 0.8)

    def probe(s):
        L("10.0.3.%d" % r.randint(2, 9), "GET /healthz HTTP/1.1", 200, 2, "-", "kube-probe/1.30", r.uniform(0.0, 0.003), "%.3f" % r.uniform(0.0, 0.002))

    def prom(s):
        L("10.0.5.17", "GET /nginx_status HTTP/1.1", 200, 97, "-", "Prometheus/2.53.1", 0.0, "-")

    def redirect(s):
        L(r.choice(clients), "GET / HTTP/1.1", 301, 169, "-", r.choice(uas), 0.0, "-")

    state = {"done": False}

    def deploy_blip(s):
        # the upstream pool restarts during a deploy: a few requests get 502 before it comes back
        for _ in range(r.randint(4, 7)):
            rt = r.uniform(0.001, 0.02)
            L(r.choice(clients), "%s %s HTTP/2.0" % r.choice([("GET", "/api/v2/cart"), ("POST", "/api/v2/cart/items"), ("GET", "/api/v2/products/%d" % r.randint(1000, 99999))]), 502, 157, "https://shop.example.com/", r.choice(uas), rt, "%.3f" % rt)
            s.step(0.05, 0.6)

    sim.every(10, probe, jitter=0.2)
    sim.every(15, prom, jitter=0.1)
    sim.at(deploy, deploy_blip)
    return sim.run(r.randint(3000, 3800), 2.2, [(40, browse), (4, bot), (1.2, scanner), (2, redirect)], burst=0.35)


# ----------------------------------------------------------------------------- 18 PostgreSQL server log

def gen_postgresql(r):
    sim = Sim(r, datetime(2025, 4, 7, 0, 0, 3, 17000))
    lsn = [0x3A9E7713C0]
    tables = [("shop", "public", "order_items"), ("shop", "public", "orders"), ("shop", "public", "sessions"), ("shop", "public", "cart_items"),
              ("shop", "public", "inventory_events"), ("shop", "public", "audit_log"), ("shop", "pg_catalog", "pg_statistic"), ("shop", "public", "payments")]

    def L(pid, lvl, msg, who=""):
        sim.step(0.0, 0.003)
        sim.emit("%s.%s UTC [%d] %s%s:  %s" % (sim.t.strftime("%Y-%m-%d %H:%M:%S"), ms3(sim.t), pid, who, lvl, msg))

    def fmt_lsn(x):
        return "%X/%08X" % (x >> 32, x & 0xffffffff)

    def checkpoint(s):
        pid = 1187
        L(pid, "LOG", "checkpoint starting: time")
        wrote = r.randint(200, 6000)
        dist = r.randint(4000, 90000)
        dur = r.uniform(20, 270)

        def done(s2, wrote=wrote, dist=dist, dur=dur):
            redo = lsn[0]
            lsn[0] += dist * 1024
            L(pid, "LOG", "checkpoint complete: wrote %d buffers (%.1f%%); 0 WAL file(s) added, %d removed, %d recycled; write=%.3f s, sync=%.3f s, total=%.3f s; sync files=%d, longest=%.3f s, average=%.3f s; distance=%d kB, estimate=%d kB; lsn=%s, redo lsn=%s"
              % (wrote, wrote / 163.84, r.randint(0, 2), r.randint(0, 4), dur - 0.05, r.uniform(0.001, 0.05), dur, r.randint(10, 200), r.uniform(0.001, 0.01), r.uniform(0.0005, 0.002), dist, dist + r.randint(0, 9000), fmt_lsn(lsn[0]), fmt_lsn(redo)))
        sim.after(dur, done)

    def conn(s):
        pid = r.randint(100000, 400000)
        ip = "10.20.1.%d" % r.choice([15, 16, 17, 31, 32])
        port = r.randint(32768, 60999)
        user, db, app = r.choice([("app", "shop", "pgbouncer"), ("app", "shop", "pgbouncer"), ("reporting", "shop", "metabase"), ("etl", "shop", "airflow"), ("postgres_exporter", "postgres", "postgres_exporter")])
        L(pid, "LOG", "connection received: host=%s port=%d" % (ip, port))
        L(pid, "LOG", 'connection authenticated: identity="%s" method=scram-sha-256 (/etc/postgresql/16/main/pg_hba.conf:%d)' % (user, r.choice([102, 103, 104])), who="%s@%s " % (user, db))
        L(pid, "LOG", "connection authorized: user=%s database=%s application_name=%s SSL enabled (protocol=TLSv1.3, cipher=TLS_AES_256_GCM_SHA384, bits=256)" % (user, db, app), who="%s@%s " % (user, db))
        dur = r.expovariate(1 / 300.0)

        def bye(s2, pid=pid, ip=ip, port=port, user=user, db=db, dur=dur):
            if r.random() < 0.04:
                L(pid, "LOG", "could not receive data from client: Connection reset by peer", who="%s@%s " % (user, db))
            L(pid, "LOG", "disconnection: session time: %d:%02d:%06.3f user=%s database=%s host=%s port=%d" % (dur // 3600, dur // 60 % 60, dur % 60, user, db, ip, port), who="%s@%s " % (user, db))
        sim.after(dur, bye)

    def slow(s):
        pid = r.randint(100000, 400000)
        q = r.choice(["SELECT o.id, o.created_at, sum(oi.quantity * oi.unit_price) FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.created_at >= $1 GROUP BY o.id ORDER BY o.created_at DESC LIMIT 500",
                      "SELECT date_trunc('hour', created_at) AS h, count(*) FROM inventory_events WHERE warehouse_id = $1 AND created_at > now() - interval '7 days' GROUP BY 1",
                      "UPDATE sessions SET last_seen = now() WHERE id = $1",
                      "SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id DESC LIMIT 100",
                      "REFRESH MATERIALIZED VIEW CONCURRENTLY daily_sales"])
        user = "reporting" if q.startswith("SELECT date_trunc") or "daily_sales" in q else "app"
        L(pid, "LOG", "duration: %.3f ms  execute <unnamed>: %s" % (r.uniform(1000, 9000), q) if "$1" in q else "duration: %.3f ms  statement: %s" % (r.uniform(1000, 40000), q), who="%s@shop " % user)
        if "$1" in q:
            L(pid, "DETAIL", "parameters: $1 = '%s'" % r.choice([str(r.randint(1, 40)), uuid4(r), "2025-04-06 00:00:00+00"]), who="%s@shop " % user)
        if r.random() < 0.2:
            L(pid, "LOG", 'temporary file: path "base/pgsql_tmp/pgsql_tmp%d.%d", size %d' % (pid, r.randint(0, 3), r.choice([104857600, 52428800, r.randint(10**6, 10**8)])), who="%s@shop " % user)
            L(pid, "STATEMENT", q, who="%s@shop " % user)

    def autovac(s):
        pid = r.randint(100000, 400000)
        db, sch, tb = r.choice(tables)
        pages = r.randint(500, 200000)
        scanned = r.randint(1, pages // 4 + 1)
        removed = r.randint(0, 90000)
        L(pid, "LOG", 'automatic vacuum of table "%s.%s.%s": index scans: %d' % (db, sch, tb, r.randint(0, 1)))
        for line in ["pages: 0 removed, %d remain, %d scanned (%.2f%% of total)" % (pages, scanned, 100.0 * scanned / pages),
                     "tuples: %d removed, %d remain, %d are dead but not yet removable" % (removed, pages * r.randint(20, 60), r.randint(0, 200)),
                     "removable cutoff: %d, which was %d XIDs old when operation ended" % (98123451 + r.randint(0, 10**6), r.randint(0, 400)),
                     "frozen: %d pages from table (%.2f%% of total) had %d tuples frozen" % (r.randint(0, 50), r.uniform(0, 0.2), r.randint(0, 3000)),
                     "index scan needed: %d pages from table (%.2f%% of total) had %d dead item identifiers removed" % (scanned // 2, 50.0 * scanned / pages, removed),
                     'index "%s_pkey": pages: %d in total, 0 newly deleted, 0 currently deleted, 0 reusable' % (tb, pages // 10 + 2),
                     "avg read rate: %.3f MB/s, avg write rate: %.3f MB/s" % (r.uniform(0, 60), r.uniform(0, 20)),
                     "buffer usage: %d hits, %d misses, %d dirtied" % (r.randint(100, 90000), r.randint(0, 5000), r.randint(0, 3000)),
                     "WAL usage: %d records, %d full page images, %d bytes" % (r.randint(10, 90000), r.randint(0, 3000), r.randint(1000, 9 * 10**7)),
                     "system usage: CPU: user: %.2f s, system: %.2f s, elapsed: %.2f s" % (r.uniform(0, 2), r.uniform(0, 0.5), r.uniform(0.1, 9))]:
            sim.emit("\t" + line)
        if r.random() < 0.6:
            L(pid, "LOG", 'automatic analyze of table "%s.%s.%s"' % (db, sch, tb))
            sim.emit("\tavg read rate: %.3f MB/s, avg write rate: %.3f MB/s" % (r.uniform(0, 60), r.uniform(0, 5)))
            sim.emit("\tbuffer usage: %d hits, %d misses, %d dirtied" % (r.randint(100, 9000), r.randint(0, 3000), r.randint(0, 50)))
            sim.emit("\tsystem usage: CPU: user: %.2f s, system: %.2f s, elapsed: %.2f s" % (r.uniform(0, 1), r.uniform(0, 0.2), r.uniform(0.05, 3)))

    def bad_password(s):
        # a BI tool left with an old password: a real (client-side) failure, the server is fine
        for _ in range(r.randint(2, 4)):
            pid = r.randint(100000, 400000)
            port = r.randint(32768, 60999)
            L(pid, "LOG", "connection received: host=10.20.1.44 port=%d" % port)
            L(pid, "FATAL", 'password authentication failed for user "metabase"', who="metabase@shop ")
            L(pid, "DETAIL", 'Connection matched file "/etc/postgresql/16/main/pg_hba.conf" line 104: "hostssl all             all             10.20.0.0/16            scram-sha-256"', who="metabase@shop ")
            s.step(5, 30)

    def bulk(s):
        # the nightly ETL load makes checkpoints come fast for a while
        for _ in range(r.randint(3, 6)):
            L(1187, "LOG", "checkpoints are occurring too frequently (%d seconds apart)" % r.randint(18, 29))
            L(1187, "HINT", 'Consider increasing the configuration parameter "max_wal_size".')
            L(1187, "LOG", "checkpoint starting: wal")
            s.step(15, 28)
            redo = lsn[0]
            lsn[0] += 1048576 * 1024
            L(1187, "LOG", "checkpoint complete: wrote %d buffers (%.1f%%); 0 WAL file(s) added, 0 removed, %d recycled; write=%.3f s, sync=%.3f s, total=%.3f s; sync files=%d, longest=%.3f s, average=%.3f s; distance=1048576 kB, estimate=1048576 kB; lsn=%s, redo lsn=%s"
              % (r.randint(10000, 60000), r.uniform(6, 36), r.randint(30, 64), r.uniform(10, 20), r.uniform(0.01, 0.4), r.uniform(10, 21), r.randint(20, 90), r.uniform(0.01, 0.1), r.uniform(0.001, 0.01), fmt_lsn(lsn[0]), fmt_lsn(redo)))

    sim.every(300, checkpoint, jitter=0.1, first=datetime(2025, 4, 7, 0, 4, 12, 4000))
    sim.at(datetime(2025, 4, 7, 1, 10, 4), bulk)
    sim.at(datetime(2025, 4, 7, 0, 0, 3) + timedelta(seconds=r.randint(1800, 3600)), bad_password)
    return sim.run(r.randint(2800, 3600), 9, [(20, conn), (5, slow), (5, autovac)], burst=0.2)


# ----------------------------------------------------------------------------- 19 kubelet journal

def gen_kubelet(r):
    sim = Sim(r, datetime(2025, 3, 3, 6, 0, 2, 118000))
    host = "k8s-worker-04"
    KP = 1123
    pods = {}

    def L(lvl, src, msg):
        sim.step(0.00002, 0.004)
        t = sim.t
        sim.emit("%s %s kubelet[%d]: %s%s %s.%06d    %d %s] %s" % (t.strftime("%b %d %H:%M:%S"), host, KP, lvl, t.strftime("%m%d"), t.strftime("%H:%M:%S"), t.microsecond, KP, src, msg))

    def newpod(ns, base):
        name = "%s-%s-%s" % (base, "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(10)), "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5)))
        return ns, name, uuid4(r)

    workloads = [("shop", "checkout", 8080, "/ready"), ("shop", "catalog", 8080, "/healthz/ready"), ("shop", "cart", 9000, "/ready"), ("payments", "payments-api", 8443, "/actuator/health/readiness"),
                 ("observability", "otel-collector", 13133, "/"), ("shop", "search-indexer", 8081, "/ready")]

    def vol_lines(ns, name, uid, verb):
        vols = [("kube-api-access-%s" % "".join(r.choice("bcdfghjklmnpqrstvwxz2456789") for _ in range(5)), "kubernetes.io/projected"), ("config", "kubernetes.io/configmap"), ("tls", "kubernetes.io/secret")]
        for v, plug in vols[: r.randint(1, 3)]:
            uq = "%s/%s-%s" % (plug, uid, v)
            if verb == "mount":
                L("I", "reconciler_common.go:258", '"operationExecutor.VerifyControllerAttachedVolume started for volume \\"%s\\" (UniqueName: \\"%s\\") pod \\"%s\\" (UID: \\"%s\\") " pod="%s/%s"' % (v, uq, name, uid, ns, name))
                L("I", "reconciler_common.go:231", '"operationExecutor.MountVolume started for volume \\"%s\\" (UniqueName: \\"%s\\") pod \\"%s\\" (UID: \\"%s\\") " pod="%s/%s"' % (v, uq, name, uid, ns, name))
                L("I", "operation_generator.go:721", '"MountVolume.SetUp succeeded for volume \\"%s\\" (UniqueName: \\"%s\\") pod \\"%s\\" (UID: \\"%s\\") " pod="%s/%s"' % (v, uq, name, uid, ns, name))
            else:
                L("I", "reconciler_common.go:161", '"operationExecutor.UnmountVolume started for volume \\"%s\\" (UniqueName: \\"%s\\") pod \\"%s\\" (UID: \\"%s\\") "' % (v, uq, uid, uid))
                L("I", "operation_generator.go:887", '"UnmountVolume.TearDown succeeded for volume \\"%s\\" (OuterVolumeSpecName: \\"%s\\") pod \\"%s\\" (UID: \\"%s\\"). InnerVolumeSpecName \\"%s\\". PluginName \\"%s\\", VolumeGidValue \\"\\""' % (uq, v, uid, uid, v, plug))
                L("I", "reconciler_common.go:288", '"Volume detached for volume \\"%s\\" (UniqueName: \\"%s\\") on node \\"%s\\" DevicePath \\"\\""' % (v, uq, host))

    def rollout(s):
        ns, base, port, path = r.choice(workloads)
        ns, name, uid = newpod(ns, base)
        ip = "10.244.3.%d" % r.randint(2, 250)
        L("I", "kubelet.go:2468", '"SyncLoop ADD" source="api" pods=["%s/%s"]' % (ns, name))
        L("I", "topology_manager.go:215", '"Topology Admit Handler" podUID="%s" podNamespace="%s" podName="%s"' % (uid, ns, name))
        vol_lines(ns, name, uid, "mount")
        L("I", "util.go:30", '"No sandbox for pod can be found. Need to start a new one" pod="%s/%s"' % (ns, name))
        s.step(0.3, 1.5)
        sb = hexs(r, 64)
        c = hexs(r, 64)
        L("I", "kubelet.go:2500", '"SyncLoop (PLEG): event for pod" pod="%s/%s" event={"ID":"%s","Type":"ContainerStarted","Data":"%s"}' % (ns, name, uid, sb))
        s.step(0.5, 4)
        L("I", "kubelet.go:2500", '"SyncLoop (PLEG): event for pod" pod="%s/%s" event={"ID":"%s","Type":"ContainerStarted","Data":"%s"}' % (ns, name, uid, c))
        created = s.t - timedelta(seconds=r.uniform(2, 6))
        L("I", "pod_startup_latency_tracker.go:104", '"Observed pod startup duration" pod="%s/%s" podStartSLOduration=%.9f podStartE2EDuration="%.9fs" podCreationTimestamp="%s +0000 UTC" firstStartedPulling="0001-01-01 00:00:00 +0000 UTC" lastFinishedPulling="0001-01-01 00:00:00 +0000 UTC" observedRunningTime="%s +0000 UTC" watchObservedRunningTime="%s +0000 UTC"'
          % (ns, name, r.uniform(2, 6), r.uniform(2, 6), created.strftime("%Y-%m-%d %H:%M:%S"), s.t.strftime("%Y-%m-%d %H:%M:%S.%f") + "000", s.t.strftime("%Y-%m-%d %H:%M:%S.%f") + "000"))
        fails = r.choice([0, 0, 0, 0, 1, 2]) if base in ("checkout", "payments-api", "catalog") else 0
        for k in range(fails):
            s.step(1, 5)
            L("I", "prober.go:107", '"Probe failed" probeType="Readiness" pod="%s/%s" podUID="%s" containerName="%s" probeResult="failure" output="Get \\"http://%s:%d%s\\": dial tcp %s:%d: connect: connection refused"' % (ns, name, uid, base, ip, port, path, ip, port))
        s.step(1, 6)
        L("I", "kubelet.go:2537", '"SyncLoop (probe)" probe="readiness" status="ready" pod="%s/%s"' % (ns, name))
        pods[(ns, name)] = (uid, c, base)

    def terminate(s):
        if len(pods) < 6:
            return
        key = r.choice(list(pods))
        uid, c, base = pods.pop(key)
        ns, name = key
        L("I", "kubelet.go:2484", '"SyncLoop DELETE" source="api" pods=["%s/%s"]' % (ns, name))
        L("I", "kuberuntime_container.go:779", '"Killing container with a grace period" pod="%s/%s" podUID="%s" containerName="%s" containerID="containerd://%s" gracePeriod=30' % (ns, name, uid, base, c))
        s.step(0.5, 8)
        L("I", "generic.go:334", '"Generic (PLEG): container finished" podID="%s" containerID="%s" exitCode=0' % (uid, c))
        L("I", "kubelet.go:2500", '"SyncLoop (PLEG): event for pod" pod="%s/%s" event={"ID":"%s","Type":"ContainerDied","Data":"%s"}' % (ns, name, uid, c))
        vol_lines(ns, name, uid, "unmount")
        L("I", "kubelet.go:2484", '"SyncLoop DELETE" source="api" pods=["%s/%s"]' % (ns, name))
        L("I", "kubelet.go:2478", '"SyncLoop REMOVE" source="api" pods=["%s/%s"]' % (ns, name))
        L("I", "kubelet.go:2462", '"Pod does not exist on the server" podUID="%s" pod="%s/%s"' % (uid, ns, name)) if r.random() < 0.3 else None
        s.step(1, 3)
        L("I", "kubelet_volumes.go:163", '"Cleaned up orphaned pod volumes dir" podUID="%s" path="/var/lib/kubelet/pods/%s/volumes"' % (uid, uid))
        L("E", "cpu_manager.go:395", '"RemoveStaleState: removing container" podUID="%s" containerName="%s"' % (uid, base))
        L("I", "state_mem.go:107", '"Deleted CPUSet assignment" podUID="%s" containerName="%s"' % (uid, base))
        L("I", "memory_manager.go:354", '"RemoveStaleState removing state" podUID="%s" containerName="%s"' % (uid, base))
        L("I", "scope.go:117", '"RemoveContainer" containerID="%s"' % c)

    def cronjob(s):
        ns, name, uid = newpod("batch", "report-%d" % (epoch(s.t) // 60))
        L("I", "kubelet.go:2468", '"SyncLoop ADD" source="api" pods=["%s/%s"]' % (ns, name))
        vol_lines(ns, name, uid, "mount")
        L("I", "util.go:30", '"No sandbox for pod can be found. Need to start a new one" pod="%s/%s"' % (ns, name))
        c = hexs(r, 64)
        s.step(1, 3)
        L("I", "kubelet.go:2500", '"SyncLoop (PLEG): event for pod" pod="%s/%s" event={"ID":"%s","Type":"ContainerStarted","Data":"%s"}' % (ns, name, uid, c))
        s.step(5, 40)
        L("I", "generic.go:334", '"Generic (PLEG): container finished" podID="%s" containerID="%s" exitCode=0' % (uid, c))
        L("I", "kubelet.go:2500", '"SyncLoop (PLEG): event for pod" pod="%s/%s" event={"ID":"%s","Type":"ContainerDied","Data":"%s"}' % (ns, name, uid, c))
        vol_lines(ns, name, uid, "unmount")

    def cadvisor(s):
        L("W", "watcher.go:93", 'Error while processing event ("/sys/fs/cgroup/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod%s.slice": 0x40000100 == IN_CREATE|IN_ISDIR): inotify_add_watch /sys/fs/cgroup/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod%s.slice: no such file or directory' % ((uuid4(r).replace("-", "_"),) * 2))

    def imagegc(s):
        L("I", "image_gc_manager.go:391", '"Disk usage on image filesystem is over the high threshold, trying to free bytes down to the low threshold" usage=86 highThreshold=85 amountToFree=%d lowThreshold=80' % r.randint(2 * 10**9, 6 * 10**9))
        for _ in range(r.randint(3, 7)):
            L("I", "image_gc_manager.go:447", '"Removing image to free bytes" imageID="sha256:%s" size=%d runtimeHandler=""' % (hexs(r, 64), r.randint(5 * 10**7, 9 * 10**8)))
            s.step(0.2, 2)

    def certrot(s):
        L("I", "certificate_manager.go:356", "kubernetes.io/kubelet-serving: Certificate expiration is 2025-04-02 06:11:09 +0000 UTC, rotation deadline is 2025-03-24 19:40:51.880245191 +0000 UTC")
        L("I", "certificate_manager.go:356", "kubernetes.io/kubelet-serving: Waiting %s for next certificate rotation" % ("%dh%dm%.9fs" % (r.randint(200, 500), r.randint(0, 59), r.uniform(0, 60))))

    for _ in range(8):
        rollout(sim)
    sim.every(900, cronjob, jitter=1)
    sim.every(3600, certrot, jitter=5)
    sim.at(sim.t + timedelta(seconds=r.randint(3600, 7000)), imagegc)
    return sim.run(r.randint(2800, 3600), 25, [(10, rollout), (9, terminate), (3, cadvisor)], burst=0.25)


# ----------------------------------------------------------------------------- 20 Kafka broker server.log

def gen_kafka_broker(r):
    sim = Sim(r, datetime(2025, 6, 16, 6, 0, 0, 211000))
    bid = 2
    topics = {"orders": 12, "payments": 6, "clickstream": 24, "inventory-events": 12, "audit": 3}
    parts = [(t, p) for t, n in topics.items() for p in range(n) if (p % 3) == (bid % 3)]
    offsets = {tp: r.randint(10**6, 9 * 10**7) for tp in parts}
    groups = {"billing-consumer": 412, "search-indexer": 87, "fraud-scorer": 1290, "warehouse-sync": 33}
    gpart = {g: r.randint(0, 49) for g in groups}

    def L(lvl, msg, cls):
        sim.step(0.0, 0.003)
        sim.emit("[%s] %s %s (%s)" % (java_ts(sim.t), lvl, msg, cls))

    def roll(s):
        t, p = r.choice(parts)
        offsets[(t, p)] += r.randint(50000, 900000)
        off = offsets[(t, p)]
        L("INFO", "[LocalLog partition=%s-%d, dir=/var/lib/kafka/data] Rolled new log segment at offset %d in %d ms." % (t, p, off, r.randint(1, 9)), "kafka.log.LocalLog")
        L("INFO", "[ProducerStateManager partition=%s-%d] Wrote producer snapshot at offset %d with %d producer ids in %d ms." % (t, p, off, r.randint(0, 40), r.randint(0, 5)), "org.apache.kafka.storage.internals.log.ProducerStateManager")

    def retention(s):
        t, p = r.choice(parts)
        base = offsets[(t, p)] - r.randint(5 * 10**6, 9 * 10**6)
        lm = (epoch(s.t) - 604800 - r.randint(0, 3000)) * 1000
        seg = "LogSegment(baseOffset=%d, size=%d, lastModifiedTime=%d, largestRecordTimestamp=%d)" % (base, 1073741824 - r.randint(0, 5000), lm, lm - r.randint(0, 500))
        L("INFO", "[UnifiedLog partition=%s-%d, dir=/var/lib/kafka/data] Deleting segment %s due to log retention time 604800000ms breach based on the largest record timestamp in the segment" % (t, p, seg), "kafka.log.UnifiedLog")
        L("INFO", "[UnifiedLog partition=%s-%d, dir=/var/lib/kafka/data] Incremented log start offset to %d due to SegmentDeletion" % (t, p, base + r.randint(10**5, 10**6)), "kafka.log.UnifiedLog")

        def files(s2, t=t, p=p, base=base, seg=seg):
            L("INFO", "[LocalLog partition=%s-%d, dir=/var/lib/kafka/data] Deleting segment files %s" % (t, p, seg), "kafka.log.LocalLog$")
            for ext in ("log", "index", "timeindex"):
                L("INFO", "Deleted %s /var/lib/kafka/data/%s-%d/%020d.%s.deleted." % ({"log": "log", "index": "offset index", "timeindex": "time index"}[ext], t, p, base, ext), "org.apache.kafka.storage.internals.log.LogSegment")
            L("INFO", "Deleted producer state snapshot /var/lib/kafka/data/%s-%d/%020d.snapshot.deleted" % (t, p, base), "org.apache.kafka.storage.internals.log.SnapshotFile")
        sim.after(60, files)

    def rebalance(s):
        g = r.choice(list(groups))
        gen = groups[g]
        cp = "__consumer_offsets-%d" % gpart[g]
        mid = "consumer-%s-%d-%s" % (g, r.randint(1, 6), uuid4(r))
        if r.random() < 0.5:
            L("INFO", "[GroupCoordinator %d]: Dynamic member with unknown member id joins group %s in Stable state. Created a new member id %s and request the member to rejoin with this id." % (bid, g, mid), "kafka.coordinator.group.GroupCoordinator")
            L("INFO", "[GroupCoordinator %d]: Preparing to rebalance group %s in state PreparingRebalance with old generation %d (%s) (reason: Adding new member %s with group instance id None; client reason: rebalance failed due to MemberIdRequiredException)" % (bid, g, gen, cp, mid), "kafka.coordinator.group.GroupCoordinator")
        else:
            L("INFO", "[GroupCoordinator %d]: Member MemberMetadata(memberId=%s, groupInstanceId=None, clientId=consumer-%s-%d, clientHost=/10.20.3.%d, sessionTimeoutMs=45000, rebalanceTimeoutMs=300000, supportedProtocols=List(range, cooperative-sticky)) has left group %s through explicit `LeaveGroup`; client reason: the consumer is being closed"
              % (bid, mid, g, r.randint(1, 6), r.randint(10, 90), g), "kafka.coordinator.group.GroupCoordinator")
            L("INFO", "[GroupCoordinator %d]: Preparing to rebalance group %s in state PreparingRebalance with old generation %d (%s) (reason: Removing member %s on LeaveGroup; client reason: the consumer is being closed)" % (bid, g, gen, cp, mid), "kafka.coordinator.group.GroupCoordinator")
        groups[g] = gen + 1
        n = r.randint(2, 8)

        def stab(s2, g=g, cp=cp, n=n):
            L("INFO", "[GroupCoordinator %d]: Stabilized group %s generation %d (%s) with %d members" % (bid, g, groups[g], cp, n), "kafka.coordinator.group.GroupCoordinator")
            L("INFO", "[GroupCoordinator %d]: Assignment received from leader consumer-%s-1-%s for group %s for generation %d. The group has %d members, 0 of which are static." % (bid, g, uuid4(r), g, groups[g], n), "kafka.coordinator.group.GroupCoordinator")
        sim.after(r.uniform(0.5, 4), stab)

    def expired(s):
        L("INFO", "[GroupMetadataManager brokerId=%d] Removed %d expired offsets in %d milliseconds." % (bid, r.choice([0, 0, 0, r.randint(1, 40)]), r.randint(0, 3)), "kafka.coordinator.group.GroupMetadataManager")

    def http_probe(s):
        ip = "10.20.9.%d" % r.randint(2, 60)
        L("WARN", "[SocketServer listenerType=BROKER, nodeId=%d] Unexpected error from /%s (channelId=10.20.1.12:9092-%s:%d-%d); closing connection" % (bid, ip, ip, r.randint(32768, 60999), r.randint(1, 900)), "org.apache.kafka.common.network.Selector")
        sim.emit("org.apache.kafka.common.network.InvalidReceiveException: Invalid receive (size = 1195725856 larger than 104857600)")
        for fr in ["org.apache.kafka.common.network.NetworkReceive.readFrom(NetworkReceive.java:94)", "org.apache.kafka.common.network.KafkaChannel.receive(KafkaChannel.java:462)",
                   "org.apache.kafka.common.network.KafkaChannel.read(KafkaChannel.java:412)", "org.apache.kafka.common.network.Selector.attemptRead(Selector.java:674)",
                   "org.apache.kafka.common.network.Selector.pollSelectionKeys(Selector.java:576)", "org.apache.kafka.common.network.Selector.poll(Selector.java:481)",
                   "kafka.network.Processor.poll(SocketServer.scala:1144)", "kafka.network.Processor.run(SocketServer.scala:1047)", "java.base/java.lang.Thread.run(Thread.java:840)"]:
            sim.emit("\tat " + fr)

    def metadata(s):
        off = r.randint(10**7, 9 * 10**7)
        L("INFO", "[SnapshotGenerator id=%d] Creating new KRaft snapshot file snapshot %020d-%010d because we have replayed at least 20971520 bytes." % (bid, off, r.randint(10, 40)), "org.apache.kafka.image.publisher.SnapshotGenerator")
        L("INFO", "[SnapshotEmitter id=%d] Successfully wrote snapshot %020d-%010d" % (bid, off, r.randint(10, 40)), "org.apache.kafka.image.publisher.SnapshotEmitter")

    def fetcher(s):
        t, p = r.choice(list((t, p) for t, n in topics.items() for p in range(n)))
        L("INFO", "[TransactionCoordinator id=%d] Initialized transactionalId %s with producerId %d and producer epoch %d on partition __transaction_state-%d" % (bid, "payments-tx-%d" % r.randint(0, 5), r.randint(10**4, 10**6), r.randint(1, 300), r.randint(0, 49)), "kafka.coordinator.transaction.TransactionCoordinator")

    sim.every(600, expired, jitter=0.01)
    sim.every(300, lambda s: retention(s) if r.random() < 0.6 else None, jitter=1)
    sim.every(3600, metadata, jitter=600)
    sim.at(sim.t + timedelta(seconds=r.randint(2000, 6000)), http_probe)
    return sim.run(r.randint(2800, 3600), 8, [(10, roll), (4, rebalance), (1.5, fetcher)], burst=0.2)


# ----------------------------------------------------------------------------- main

CASES = [
    ("hdfs-datanode.log", gen_hdfs_datanode),
    ("hadoop-mapreduce-am.log", gen_hadoop_mapreduce),
    ("spark-executor.log", gen_spark_executor),
    ("zookeeper-server.log", gen_zookeeper),
    ("openstack-nova-compute.log", gen_nova_compute),
    ("bgl-ras.log", gen_bgl_ras),
    ("hpc-cluster.log", gen_hpc_cluster),
    ("thunderbird-syslog.log", gen_thunderbird),
    ("linux-syslog.log", gen_linux_syslog),
    ("macos-system.log", gen_macos_system),
    ("windows-cbs.log", gen_windows_cbs),
    ("android-logcat.log", gen_android_logcat),
    ("apache-error.log", gen_apache_error),
    ("proxifier.log", gen_proxifier),
    ("openssh-secure.log", gen_openssh),
    ("healthapp.log", gen_healthapp),
    ("nginx-access.log", gen_nginx_access),
    ("postgresql.log", gen_postgresql),
    ("kubelet-journal.log", gen_kubelet),
    ("kafka-broker.log", gen_kafka_broker),
]


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    outdir = argv[1] if len(argv) > 1 else os.path.join(here, "..", "cases", "healthy")
    os.makedirs(outdir, exist_ok=True)
    for name, fn in CASES:
        lines = fn(random.Random("%d/%s" % (SEED, name)))
        if not 2000 <= len(lines) <= 4000:
            raise SystemExit("%s: %d lines, outside 2000-4000" % (name, len(lines)))
        with open(os.path.join(outdir, name), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        print("%-28s %5d lines" % (name, len(lines)))


if __name__ == "__main__":
    main(sys.argv)
