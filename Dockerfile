# Build: Node's image brings npm, and npm brings Bun (a pinned devDependency).
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx bun build.ts

# Run: the single binary, as a non-root user, with its data on a volume.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data squawk \
    && mkdir -p /data && chown squawk /data
COPY --from=build /src/dist/squawk /usr/local/bin/squawk
USER squawk
WORKDIR /data
ENV DATA_DIR=/data HOST=0.0.0.0 PORT=3000
VOLUME ["/data"]
EXPOSE 3000
ENTRYPOINT ["squawk"]
CMD ["serve"]
