#!/usr/bin/env python3
"""Checks compose.yaml and compose.demo.yaml without starting anything (the container stage runs
the same picture with `podman run` calls; no registry is reachable to pull compose's images):
both parse, every `depends_on` names a service of the file, the production picture has its parts
and runs Simmer's commands, and every variable compose.yaml requires is in .env.example."""
import re
import sys

import yaml  # python3-yaml, a dependency of Debian's podman-compose

root = sys.argv[1] if len(sys.argv) > 1 else "."
problems = []


def load(name):
    with open(f"{root}/{name}") as f:
        text = f.read()
    return text, yaml.safe_load(text)


def deps(service):
    d = service.get("depends_on") or []
    return list(d.keys()) if isinstance(d, dict) else list(d)


for name in ("compose.yaml", "compose.demo.yaml"):
    text, doc = load(name)
    services = doc.get("services") or {}
    for sname, service in services.items():
        for dep in deps(service):
            if dep not in services:
                problems.append(f"{name}: {sname} depends on {dep}, which is not a service")
    if name == "compose.demo.yaml" and list(services) != ["simmer"]:
        problems.append(f"{name}: one service, simmer, expected; found {list(services)}")
    if name == "compose.yaml":
        for part in ("nginx", "api-1", "api-2", "worker", "migrate", "postgres", "redis", "minio"):
            if part not in services:
                problems.append(f"{name}: no {part} service")
        commands = {s: (services.get(s) or {}).get("command") for s in ("migrate", "api-1", "api-2", "worker")}
        expected = {"migrate": ["migrate"], "api-1": ["start"], "api-2": ["start"], "worker": ["worker"]}
        if commands != expected:
            problems.append(f"{name}: Simmer's commands are {commands}, expected {expected}")
        for s in ("api-1", "api-2"):
            env = (services.get(s) or {}).get("environment") or {}
            if env.get("JOBS_WORKER") != "false":
                problems.append(f"{name}: {s} must run with JOBS_WORKER=false")
        with open(f"{root}/.env.example") as f:
            example = {line.split("=", 1)[0] for line in f if re.match(r"^[A-Z_]+=", line)}
        for var in sorted(set(re.findall(r"\$\{([A-Z_]+):\?", text))):
            if var not in example:
                problems.append(f"{name} requires {var}, which .env.example does not set")

for p in problems:
    print(f"containers: {p}", file=sys.stderr)
sys.exit(1 if problems else 0)
