# The platform server with the built app and console, for several instances behind a balancer
# (compose.yaml; docs/operations.md, "Containers"). Two stages: the build with every dependency,
# then the image with the production dependencies of the server only, run as a non-root user.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SEED_DEMO=false \
    DATA_DIR=/data/pglite \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY package.json package-lock.json ./
# Every workspace's manifest, as the lock file names them; only two get their dependencies.
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund -w apps/server -w packages/contract \
  && npm cache clean --force
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/server/merchants apps/server/merchants
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/console/dist apps/console/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Ready, not only alive: the balancer's own check should be /readyz too.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As `npm start` runs it (scripts/start.mjs), without the install and build steps.
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
