# One image for every Node process of the distributed profile (docs/distributed.md); each compose
# service runs it with its own command. Built from the repository root: `docker build -t cairn .`
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY infra/package.json infra/
COPY projection-service/package.json projection-service/
COPY worker/package.json worker/
COPY command-service/package.json command-service/
COPY ui/package.json ui/
RUN npm install --no-audit --no-fund --loglevel=error

FROM deps AS build
COPY . .
# The UI is served by the command service from ui/dist.
RUN node scripts/build-ui-if-stale.mjs

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 CAIRN_DEMO=false
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# tsx runs the TypeScript sources, as `npm start` does; compose picks the process per service.
CMD ["npx", "tsx", "command-service/src/processes/command-service/main.ts"]
