#!/usr/bin/env node
// Writes the Kubernetes manifests' names and ports from the platform manifest
// (libs/contracts/src/platform.json), so they are never copied by hand:
//
//   node infra/deploy/generate-k8s.js          write them
//   node infra/deploy/generate-k8s.js --check  exit 1 if a committed file differs
//
// Whole files: k8s/services/<name>.yaml (every service but the gateway) and
// k8s/web/<app>.yaml. Marked blocks (`# BEGIN generated …`) in the hand-written
// platform-config.yaml (upstream URLs), ingress.yaml (remote paths) and
// secrets.example.yaml (database URLs). Text templates rather than a YAML serialiser,
// so the files keep their comments and layout. kustomization.yaml stays hand-written
// (CI rewrites its image tags); infra/deploy/k8s.test.ts checks it, fails when a
// committed file differs from this output, and validates every object against the
// Kubernetes schemas.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { manifest, databaseName } = require('../dev/platform-manifest.js');

const k8sDir = path.join(__dirname, 'k8s');

/** @param {string} name */
const labels = (name) => `{ app.kubernetes.io/name: ${name}, app.kubernetes.io/component: service, app.kubernetes.io/part-of: asp }`;

/**
 * One service: Deployment and Service (and a PVC for a data volume).
 * @param {import('../dev/platform-manifest.js').Service} service
 */
function serviceYaml({ name, port, deploy = {} }) {
  const volume = deploy.dataVolume;
  const strategy = volume
    ? `  replicas: 1
  # Uploads and generated image sizes live on a ReadWriteOnce volume: one pod at a time.
  strategy: { type: Recreate }
`
    : '  replicas: 2\n';
  const privateKey = deploy.signsTokens
    ? `            # Only identity signs staff tokens.
            - name: JWT_PRIVATE_KEY
              valueFrom: { secretKeyRef: { name: asp-jwt, key: private.pem } }
`
    : '';
  // Optional: without it the service starts, and every message fails visibly ('E-Mail-Versand
  // ist nicht eingerichtet.') instead of the pod never starting.
  const messaging = deploy.sendsMessages
    ? `            # SMTP_URL and SMS_GATEWAY_TOKEN (secrets.example.yaml).
            - secretRef: { name: asp-messaging, optional: true }
`
    : '';
  // Optional too: without it the AI calls answer 'Die KI-Unterstützung ist nicht eingerichtet.'.
  const aiProvider = deploy.aiProvider
    ? `            # CONTENT_AI_BASE_URL, CONTENT_AI_MODEL, CONTENT_AI_API_KEY, CONTENT_AI_IMAGE_* (secrets.example.yaml).
            - secretRef: { name: asp-content-ai, optional: true }
`
    : '';
  const dataDir = volume
    ? `            - name: DATA_DIR
              value: /data
`
    : '';
  const mounts = volume
    ? `          volumeMounts:
            - { name: ${name}-data, mountPath: /data }
      volumes:
        - name: ${name}-data
          persistentVolumeClaim: { claimName: ${name}-data }
`
    : '';
  const claim = volume
    ? `---
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: ${name}-data
spec:
  accessModes: [ReadWriteOnce]
  resources:
    requests: { storage: ${volume} }
`
    : '';
  return `# ${name}: its own Deployment and Service (DESIGN.md §4, §10). Image built with
# infra/deploy/docker/node-service.Dockerfile --build-arg SERVICE=${name}.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels: ${labels(name)}
spec:
${strategy}  selector:
    matchLabels: { app.kubernetes.io/name: ${name} }
  template:
    metadata:
      labels: ${labels(name)}
    spec:
      # preStop pause (5 s) + closing (in-flight requests, bounded NATS/Redis/database waits) fit well within this.
      terminationGracePeriodSeconds: 30
      securityContext: { runAsNonRoot: true, runAsUser: 1000, fsGroup: 1000 }
      containers:
        - name: ${name}
          image: asp/${name}
          ports:
            - { name: http, containerPort: ${port} }
          envFrom:
            - configMapRef: { name: asp-platform }
${messaging}${aiProvider}          env:
            - name: DATABASE_URL
              valueFrom: { secretKeyRef: { name: asp-database, key: ${name} } }
            - name: JWT_PUBLIC_KEY
              valueFrom: { secretKeyRef: { name: asp-jwt, key: public.pem } }
${privateKey}${dataDir}          # Kubernetes takes a terminating pod out of the Service endpoints while it already
          # sends SIGTERM; the pause lets every gateway and kube-proxy see that first, so no
          # new request reaches a pod that is closing. Then SIGTERM: /ready says 503, running
          # requests finish, NATS/Redis/PostgreSQL close (server-kit lifecycle.ts).
          lifecycle:
            preStop:
              exec: { command: ['sleep', '5'] }
          # /ready answers 503 as soon as the pod is closing (or has lost its database,
          # NATS or Redis): one failed probe takes it out of rotation.
          readinessProbe:
            httpGet: { path: /ready, port: http }
            periodSeconds: 2
            failureThreshold: 1
          livenessProbe:
            httpGet: { path: /health, port: http }
            initialDelaySeconds: 20
            periodSeconds: 10
            failureThreshold: 6
          resources:
            requests: { cpu: 100m, memory: 192Mi }
            limits: { memory: 512Mi }
          securityContext: { allowPrivilegeEscalation: false }
${mounts}---
apiVersion: v1
kind: Service
metadata:
  name: ${name}
  labels: ${labels(name)}
spec:
  selector: { app.kubernetes.io/name: ${name} }
  ports:
    - { name: http, port: ${port}, targetPort: http }
${claim}`;
}

/**
 * One remote: nginx Deployment and Service; the Ingress routes /remotes/<folder>/ here.
 * @param {import('../dev/platform-manifest.js').Remote} remote
 */
function remoteYaml({ folder }) {
  return `# The ${folder} remote: static files behind nginx, deployed on its own so its team can
# release it without rebuilding the shell (DESIGN.md §1, §9). Image built with
# infra/deploy/docker/static-web.Dockerfile --build-arg APP=${folder}; the Ingress routes
# /remotes/${folder}/ here, which is what /remotes.json names.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${folder}
  labels: { app.kubernetes.io/name: ${folder}, app.kubernetes.io/part-of: asp }
spec:
  replicas: 2
  selector:
    matchLabels: { app.kubernetes.io/name: ${folder} }
  template:
    metadata:
      labels: { app.kubernetes.io/name: ${folder}, app.kubernetes.io/part-of: asp }
    spec:
      containers:
        - name: nginx
          image: asp/${folder}
          ports:
            - { name: http, containerPort: 80 }
          readinessProbe:
            httpGet: { path: /remotes/${folder}/mf-manifest.json, port: http }
            periodSeconds: 5
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 10
          resources:
            requests: { cpu: 20m, memory: 32Mi }
            limits: { memory: 128Mi }
---
apiVersion: v1
kind: Service
metadata:
  name: ${folder}
  labels: { app.kubernetes.io/name: ${folder}, app.kubernetes.io/part-of: asp }
spec:
  selector: { app.kubernetes.io/name: ${folder} }
  ports:
    - { name: http, port: 80, targetPort: http }
`;
}

const BEGIN = '# BEGIN generated by infra/deploy/generate-k8s.js';
const END = '# END generated';

/**
 * A hand-written file with its `# BEGIN generated …` / `# END generated` block replaced
 * by `lines` (indented like the BEGIN marker); the rest of the file stays as written.
 * @param {string} file path below infra/deploy/k8s
 * @param {string[]} lines
 */
function withBlock(file, lines) {
  const text = readFileSync(path.join(k8sDir, file), 'utf8');
  const match = new RegExp(`^( *)${BEGIN}\\n[\\s\\S]*?^ *${END}\\n`, 'm').exec(text);
  if (!match) throw new Error(`${file}: kein Block „${BEGIN}“ … „${END}“`);
  const indent = match[1];
  const block = [BEGIN, ...lines, END].map((line) => `${indent}${line}\n`).join('');
  return text.slice(0, match.index) + block + text.slice(match.index + match[0].length);
}

/** `time-tracking` → `TIME_TRACKING`. */
const envPrefix = (name) => name.toUpperCase().replace(/-/g, '_');

/** Path below infra/deploy/k8s → generated text. Every service is deployed, planned ones too (their routes exist). */
function generatedFiles() {
  const { services, remotes } = manifest;
  return {
    ...Object.fromEntries(services.map((service) => [`services/${service.name}.yaml`, serviceYaml(service)])),
    ...Object.fromEntries(remotes.map((remote) => [`web/${remote.folder}.yaml`, remoteYaml(remote)])),
    // The gateway's upstream per service.
    'platform-config.yaml': withBlock(
      'platform-config.yaml',
      services.map(({ name, port }) => `${envPrefix(name)}_URL: http://${name}:${port}`),
    ),
    // /remotes/<app> to each remote's own nginx (before the gateway's catch-all `/`).
    'ingress.yaml': withBlock(
      'ingress.yaml',
      remotes.map(
        ({ folder }) => `- { path: /remotes/${folder}, pathType: Prefix, backend: { service: { name: ${folder}, port: { name: http } } } }`,
      ),
    ),
    // One database (and role) per service.
    'secrets.example.yaml': withBlock(
      'secrets.example.yaml',
      services.map(({ name }) => `${name}: postgres://${databaseName(name)}:CHANGE-ME@postgres:5432/${databaseName(name)}`),
    ),
  };
}

/** Generated files whose committed text differs (or that are missing). */
function staleFiles() {
  return Object.entries(generatedFiles())
    .filter(([file, text]) => {
      try {
        return readFileSync(path.join(k8sDir, file), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length) {
      console.error(`Nicht aktuell (node infra/deploy/generate-k8s.js schreibt sie neu): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('Kubernetes-Manifeste sind aktuell.');
  } else {
    const files = generatedFiles();
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(k8sDir, file), text);
    console.log(
      `${Object.keys(files).length} Dateien in infra/deploy/k8s geschrieben; neue in kustomization.yaml eintragen (resources, images).`,
    );
  }
}

module.exports = { generatedFiles, staleFiles, k8sDir };
