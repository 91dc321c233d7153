import { supabaseTransport, type Transport } from '@firm/chat-core';
import { createClient } from '@supabase/supabase-js';
import { config } from './config.ts';

/**
 * relay-chat through a Supabase client with the public anon key (sessions persist in
 * localStorage and refresh themselves); replies stream in as they are written.
 */
export const createTransport = (): Transport =>
  supabaseTransport(
    createClient(config.supabase.url, config.supabase.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, storage: window.localStorage },
    }),
    { stream: true },
  );
